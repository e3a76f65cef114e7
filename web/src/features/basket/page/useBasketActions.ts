'use client';

import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { track } from '@/features/analytics/track';
import {
  RemoveFromBasketDocument,
  SetBasketDeliveryAddressDocument,
  SetBasketDeliveryDocument,
  UpdateBasketItemDocument,
} from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { cartEventParams } from '../analytics';
import { addressInput } from '../addressMapping';
import type { AddressView, GroupView, LineView } from '../basketView';
import { removeCampaign, setDelivery, setDeliveryAddress, setQuantity } from '../local/localBasket';
import { localNow, updateLocalBasket } from '../local/localBasketStore';
import { basketFailure, type BasketFailure } from '../server/basketErrors';

export interface BasketActions {
  setQuantity(line: LineView, quantity: number): Promise<BasketFailure | null>;
  removeCampaign(group: GroupView): Promise<BasketFailure | null>;
  setDelivery(country: string, priceCents: number): Promise<BasketFailure | null>;
  setAddress(address: AddressView): Promise<BasketFailure | null>;
}

const analyticsLine = (line: LineView, quantity: number) => ({
  packId: line.packId,
  packLabel: line.packLabel,
  unitCents: line.unitCents,
  quantity,
  variant: line.optionLabels.map((label) => label.value).join(' / ') || undefined,
});

/** add_to_cart or remove_from_cart for the units a change added or took out. */
function trackChange(line: LineView, quantity: number) {
  const difference = quantity - line.quantity;
  if (difference > 0) track('add_to_cart', cartEventParams([analyticsLine(line, difference)]));
  if (difference < 0) track('remove_from_cart', cartEventParams([analyticsLine(line, -difference)]));
}

async function attempt(run: () => Promise<unknown>): Promise<BasketFailure | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return basketFailure(error);
  }
}

/** The changes of the basket shown: mutations of the server basket, or rules of the local one. */
export function useBasketActions(source: 'server' | 'local', lang: Locale): BasketActions {
  const client = useApolloClient();
  return useMemo<BasketActions>(() => {
    const vars = { lang: graphqlLanguage(lang) };
    if (source === 'local') {
      return {
        setQuantity: async (line, quantity) => {
          updateLocalBasket((basket) => setQuantity(basket, line, quantity, localNow()));
          trackChange(line, quantity);
          return null;
        },
        removeCampaign: async (group) => {
          updateLocalBasket((basket) => removeCampaign(basket, group.campaignId));
          track('remove_from_cart', cartEventParams(group.lines.map((line) => analyticsLine(line, line.quantity))));
          return null;
        },
        setDelivery: async (country, priceCents) => {
          updateLocalBasket((basket) => setDelivery(basket, country, priceCents));
          return null;
        },
        setAddress: async (address) => {
          updateLocalBasket((basket) => setDeliveryAddress(basket, address));
          return null;
        },
      };
    }
    return {
      setQuantity: async (line, quantity) => {
        const failure = await attempt(() =>
          client.mutate({
            mutation: UpdateBasketItemDocument,
            variables: {
              ...vars,
              input: { campaignId: line.campaignId, packId: line.packId, quantity, options: line.options },
            },
          }),
        );
        if (!failure) trackChange(line, quantity);
        return failure;
      },
      removeCampaign: async (group) => {
        const failure = await attempt(() =>
          client.mutate({ mutation: RemoveFromBasketDocument, variables: { ...vars, campaignId: group.campaignId } }),
        );
        if (!failure) {
          track('remove_from_cart', cartEventParams(group.lines.map((line) => analyticsLine(line, line.quantity))));
        }
        return failure;
      },
      setDelivery: (country, priceCents) =>
        attempt(() =>
          client.mutate({ mutation: SetBasketDeliveryDocument, variables: { ...vars, country, priceCents } }),
        ),
      setAddress: (address) =>
        attempt(() =>
          client.mutate({
            mutation: SetBasketDeliveryAddressDocument,
            variables: {
              ...vars,
              input: addressInput(address),
            },
          }),
        ),
    };
  }, [source, lang, client]);
}
