'use client';

import type { Session } from 'next-auth';
import { getSession } from 'next-auth/react';

// The session as the page last saw it, kept outside React so that the lazily loaded Apollo
// Client can read the bearer without the catalog pages loading Apollo up front.
let current: Session | null = null;
let currentUserId: string | null | undefined;
const userChangeListeners = new Set<() => void>();

/** Renew a little before expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

/** Called by the session provider on every session change. */
export function rememberSession(session: Session | null, loading: boolean): void {
  if (loading) return;
  current = session;
  const userId = session?.user.id ?? null;
  // Spec section 4: when the user signs out (or another one signs in) their cached data goes.
  if (currentUserId !== undefined && userId !== currentUserId) userChangeListeners.forEach((listener) => listener());
  currentUserId = userId;
}

/** Runs `listener` whenever the signed-in user changes; returns the unsubscribe function. */
export function onUserChange(listener: () => void): () => void {
  userChangeListeners.add(listener);
  return () => userChangeListeners.delete(listener);
}

/** The signed-in user's ID token, renewed through next-auth when it is about to expire. */
export async function sessionBearer(): Promise<string | undefined> {
  // A query can start (on a reload) before the session provider has reported: ask next-auth.
  const unknown = currentUserId === undefined && !current;
  if (unknown || (current && Date.now() > current.idTokenExpiresAt - EXPIRY_MARGIN_MS)) current = await getSession();
  return current?.idToken;
}
