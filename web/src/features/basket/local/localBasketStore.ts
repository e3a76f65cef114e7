'use client';

import { useSyncExternalStore } from 'react';
import { EMPTY_LOCAL_BASKET, LOCAL_BASKET_KEY, parseLocalBasket, type LocalBasket } from './localBasket';

// The local basket in localStorage, shared by every component of the tab and kept in step with
// the other tabs through the `storage` event (which fires in the tabs that did not write).
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: LocalBasket = EMPTY_LOCAL_BASKET;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_BASKET_KEY);
  } catch {
    // Storage can be disabled (privacy settings): the basket is then empty, not broken.
    return null;
  }
}

/** The stored basket; the same object while storage holds the same text (useSyncExternalStore needs it). */
export function readLocalBasket(): LocalBasket {
  if (typeof window === 'undefined') return EMPTY_LOCAL_BASKET;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseLocalBasket(raw);
  }
  return cached;
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** Replaces the stored basket with `change(current)`; an empty basket is removed from storage. */
export function updateLocalBasket(change: (basket: LocalBasket) => LocalBasket): LocalBasket {
  const next = change(readLocalBasket());
  try {
    if (next.items.length === 0 && !next.deliveryCountry && !next.deliveryAddress) {
      window.localStorage.removeItem(LOCAL_BASKET_KEY);
    } else {
      window.localStorage.setItem(LOCAL_BASKET_KEY, JSON.stringify(next));
    }
  } catch {
    // Full or disabled storage: the change lives until the page is left.
    cachedRaw = undefined;
    cached = next;
  }
  notify();
  return next;
}

export const clearLocalBasket = () => updateLocalBasket(() => EMPTY_LOCAL_BASKET);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_BASKET_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The local basket, re-rendered on every change in this tab or another. Empty during server rendering. */
export function useLocalBasket(): LocalBasket {
  return useSyncExternalStore(subscribe, readLocalBasket, () => EMPTY_LOCAL_BASKET);
}

/** Local dates are locale date strings (spec section 3). */
export const localNow = () => new Date().toLocaleString();
