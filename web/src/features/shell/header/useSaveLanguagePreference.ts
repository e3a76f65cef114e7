'use client';

import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import type { Locale } from '@/i18n/locales';

/**
 * Spec section 2: a signed-in shopper's language choice is saved on the server before the page
 * changes language; for a visitor the URL alone carries it.
 */
export function useSaveLanguagePreference(): (locale: Locale) => Promise<void> {
  const { status } = useSession();
  return useCallback(
    async (locale: Locale) => {
      if (status !== 'authenticated') return;
      // Loaded on demand: visitors never download the GraphQL client for this.
      const { saveLanguagePreference } = await import('@/features/auth/saveLanguagePreference');
      await saveLanguagePreference(locale);
    },
    [status],
  );
}
