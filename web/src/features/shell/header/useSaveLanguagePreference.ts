'use client';

import { useCallback } from 'react';
import type { Locale } from '@/i18n/locales';

/**
 * Where a language choice is remembered beyond the URL. Spec section 2: for a signed-in shopper
 * the choice is saved on the server before the page changes language. Sessions do not exist yet,
 * so for now there is nothing to save and the URL alone carries the language; the session work
 * fills this in, and the language menu already waits for it.
 */
export function useSaveLanguagePreference(): (locale: Locale) => Promise<void> {
  return useCallback(async () => {}, []);
}
