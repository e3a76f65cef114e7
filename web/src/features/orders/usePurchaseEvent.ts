'use client';

import { useEffect } from 'react';
import { track } from '@/features/analytics/track';
import { cartEventParams } from '@/features/basket/analytics';
import { centsToDecimal } from '@/i18n/format';
import type { OrderDetailsFragment } from '@/graphql/generated/graphql';
import { PURCHASES_SENT_KEY, purchaseToSend } from './orderRules';

/** Sends `purchase` when the order is CONFIRMED, once per order across reloads and tabs. */
export function usePurchaseEvent(order: OrderDetailsFragment | null | undefined): void {
  useEffect(() => {
    if (!order) return;
    const id = order.id;
    // Runs on every fresh copy of the order (polling): the stored list makes it once per order.
    const next = purchaseToSend(order.status, id, localStorage.getItem(PURCHASES_SENT_KEY));
    if (!next) return;
    const items = cartEventParams(
      order.items.map((item) => ({
        packId: item.pack.id,
        packLabel: item.pack.label,
        campaignTitle: order.campaign.title,
        unitCents: item.unitPrice.cents,
        quantity: item.quantity,
        variant: item.options.map((choice) => choice.value.label).join(' / ') || undefined,
      })),
    );
    // Without consent nothing is sent, and nothing is remembered: accepting later still counts it.
    const sent = track('purchase', {
      transaction_id: id,
      value: Number(centsToDecimal(order.totalAmount.cents)),
      shipping: Number(centsToDecimal(order.deliveryAmount.cents)),
      currency: 'EUR',
      items: items.items,
    });
    if (sent) localStorage.setItem(PURCHASES_SENT_KEY, JSON.stringify(next));
  }, [order]);
}
