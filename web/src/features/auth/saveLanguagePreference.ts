'use client';

import { SetLanguageDocument } from '@/graphql/generated/graphql';
import { browserApolloClient } from '@/graphql/browserClient';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

/** Saves the signed-in user's preferred language (POST /users/lang through GraphQL). */
export async function saveLanguagePreference(locale: Locale): Promise<void> {
  await browserApolloClient().mutate({ mutation: SetLanguageDocument, variables: { lang: graphqlLanguage(locale) } });
}
