'use client';

import { useMutation } from '@apollo/client/react';
import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import { SetLanguageDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

/**
 * Spec section 2: a signed-in shopper's language choice is saved on the server before the page
 * changes language; for a visitor the URL alone carries it.
 */
export function useSaveLanguagePreference(): (locale: Locale) => Promise<void> {
  const { status } = useSession();
  const [setLanguage] = useMutation(SetLanguageDocument);
  return useCallback(
    async (locale: Locale) => {
      if (status !== 'authenticated') return;
      await setLanguage({ variables: { lang: graphqlLanguage(locale) } });
    },
    [status, setLanguage],
  );
}
