'use client';

import { AddToBasketDocument } from '@/graphql/generated/graphql';
import { browserApolloClient } from '@/graphql/browserClient';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import type { BasketOption } from '../local/localBasket';
import { basketFailure, type BasketFailure } from './basketErrors';

/**
 * Adds one unit to the signed-in user's basket. Imported on demand by the campaign page's button,
 * so visitors never download Apollo; the answer replaces the cached basket (the top bar's badge).
 */
export async function addToServerBasket(
  item: { packId: string; campaignId: string; options: BasketOption[] },
  lang: Locale,
): Promise<BasketFailure | null> {
  try {
    await browserApolloClient().mutate({
      mutation: AddToBasketDocument,
      variables: {
        lang: graphqlLanguage(lang),
        input: {
          packId: item.packId,
          campaignId: item.campaignId,
          quantity: 1,
          options: item.options,
        },
      },
    });
    return null;
  } catch (error) {
    return basketFailure(error);
  }
}
