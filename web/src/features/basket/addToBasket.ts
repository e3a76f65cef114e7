'use client';

import { track } from '@/features/analytics/track';
import type { Locale } from '@/i18n/locales';
import { cartEventParams, type AnalyticsLine } from './analytics';
import { addItem, type BasketOption } from './local/localBasket';
import { localNow, updateLocalBasket } from './local/localBasketStore';
import type { BasketFailure } from './server/basketErrors';

export interface PackToAdd {
  packId: string;
  campaignId: string;
  campaignUrl: string;
  options: BasketOption[];
  /** For the add_to_cart event. */
  analytics: Omit<AnalyticsLine, 'quantity'>;
}

/**
 * One unit of a pack into the basket: the server's when signed in (its client is fetched on
 * demand, so the campaign page loads no Apollo for visitors), the browser's otherwise.
 */
export async function addToBasket(item: PackToAdd, signedIn: boolean, lang: Locale): Promise<BasketFailure | null> {
  if (signedIn) {
    const { addToServerBasket } = await import('./server/addToServerBasket');
    const failure = await addToServerBasket(item, lang);
    if (failure) return failure;
  } else {
    updateLocalBasket((basket) =>
      addItem(
        basket,
        { packId: item.packId, campaignId: item.campaignId, campaignUrl: item.campaignUrl, options: item.options },
        localNow(),
        () => crypto.randomUUID(),
      ),
    );
  }
  track('add_to_cart', cartEventParams([{ ...item.analytics, quantity: 1 }]));
  return null;
}
