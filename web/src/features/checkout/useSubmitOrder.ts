'use client';

import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { basketFailure, failedFields, type BasketFailure } from '@/features/basket/server/basketErrors';
import {
  BasketDocument,
  CreateOrderDocument,
  PayOrderDocument,
  PayOrderWithWalletDocument,
  SetOrderAnonymousDocument,
  SetOrderCommentDocument,
  type PaymentMethod,
} from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import type { Card } from './cardRules';
import { checkoutKey, forgetCheckoutKey, paymentKey } from './idempotencyKey';

export interface OrderRequest {
  method: PaymentMethod;
  card: Card | null;
  comment: string;
  anonymous: boolean;
}

/** A card attempt that failed while its order stays WAITING: the shopper may pay again here. */
export type PaymentFailure = 'CARD_DECLINED' | 'PAYMENT_FAILED';

export type SubmitFailure = { code: BasketFailure | PaymentFailure; fields: string[] };

// The order history's reason for a card attempt that failed (rest-api payments/settle.ts).
const PAYMENT_FAILURES: Record<string, PaymentFailure> = {
  card_declined: 'CARD_DECLINED',
  processing_error: 'PAYMENT_FAILED',
};

/** Whether a paid-for order is still WAITING because its last card attempt failed, and how. */
export function failedAttempt(order: {
  status: string;
  history: readonly { status: string; reason?: string | null }[];
}): PaymentFailure | null {
  const last = order.history.at(-1);
  if (order.status !== 'WAITING' || last?.status !== 'WAITING' || !last.reason) return null;
  return PAYMENT_FAILURES[last.reason] ?? null;
}

/**
 * Places and pays the order of one campaign. The idempotency keys belong to the attempt (see
 * idempotencyKey.ts): a second click while pending is ignored, and a retry after a failure sends
 * the same keys, so the server answers the order it already made and the payment it already
 * charged instead of a second one.
 */
export function useSubmitOrder(campaignId: string, lang: Locale) {
  const client = useApolloClient();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [orderPlaced, setOrderPlaced] = useState(false);
  const inFlight = useRef(false);
  const paymentAttempts = useRef(new Map<string, string>());

  const submit = async (request: OrderRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    const vars = { lang: graphqlLanguage(lang) };
    const key = checkoutKey(campaignId, sessionStorage, () => crypto.randomUUID());
    // The wallet sends the buyer back here with order_id and payment in the query.
    const returnUrl = `${window.location.origin}${localePath(lang, '/orders/return')}`;
    try {
      const { data } = await client.mutate({
        mutation: CreateOrderDocument,
        variables: { ...vars, campaignId, idempotencyKey: key, paymentMethod: request.method, returnUrl },
      });
      let order = data?.createOrder;
      if (!order) throw new Error('no order');
      // The same checkout key answers the order a failed card attempt left WAITING: the wallet
      // then pays that order, its lines and stock kept, instead of ordering again.
      if (request.method === 'WALLET' && order.paymentMethod === 'CARD') {
        const switched = await client.mutate({
          mutation: PayOrderWithWalletDocument,
          variables: { ...vars, orderId: order.id, returnUrl },
        });
        order = switched.data?.payOrderWithWallet;
        if (!order) throw new Error('no order');
      }
      setOrderPlaced(true);
      // The order took the campaign's lines out of the basket, but the basket is not refetched
      // yet: the page would flash "your basket no longer contains this campaign" while the card
      // is charged. The page shows what it showed when "Pay" was pressed (CheckoutPage), and the
      // basket is read again once the shopper leaves for the order page.
      const comment = request.comment.trim();
      if (comment && order.comment !== comment) {
        await client.mutate({ mutation: SetOrderCommentDocument, variables: { ...vars, orderId: order.id, comment } });
      }
      if (request.anonymous !== order.anonymous) {
        await client.mutate({
          mutation: SetOrderAnonymousDocument,
          variables: { ...vars, orderId: order.id, anonymous: request.anonymous },
        });
      }
      const orderPath = localePath(lang, `/orders/${encodeURIComponent(order.id)}`);
      if (request.method === 'WALLET') {
        if (!order.paymentUrl) throw new Error('no payment url');
        forgetCheckoutKey(campaignId, sessionStorage);
        await client.refetchQueries({ include: [BasketDocument] });
        // The provider's page speaks the shopper's language.
        const wallet = new URL(order.paymentUrl);
        wallet.searchParams.set('lang', lang);
        window.location.assign(wallet.toString());
        return;
      }
      if (order.status === 'WAITING' && request.card) {
        const paid = await client.mutate({
          mutation: PayOrderDocument,
          variables: {
            ...vars,
            orderId: order.id,
            card: request.card,
            idempotencyKey: paymentKey(paymentAttempts.current, order.id, request.card, () => crypto.randomUUID()),
          },
        });
        const failed = paid.data?.payOrder ? failedAttempt(paid.data.payOrder) : null;
        if (failed) {
          // The order still holds its stock: the shopper stays here and tries another card (or the
          // same one again, a new attempt: a new payment key). The checkout key is kept, so the
          // next "Pay" answers this same order instead of ordering again.
          paymentAttempts.current.clear();
          setFailure({ code: failed, fields: [] });
          setPending(false);
          inFlight.current = false;
          return;
        }
      }
      // Paid, or its outcome late: the attempt is over, the order page says how it ended. The
      // basket (and the top bar's count) is read again first, so no stale count follows the shopper.
      forgetCheckoutKey(campaignId, sessionStorage);
      paymentAttempts.current.clear();
      await client.refetchQueries({ include: [BasketDocument] }).catch(() => undefined);
      router.push(orderPath);
    } catch (error) {
      setFailure({ code: basketFailure(error), fields: failedFields(error) });
      setPending(false);
      inFlight.current = false;
    }
  };

  // While an attempt runs, or once its order exists (a card attempt failed, an answer was lost),
  // an order holds the campaign's lines: the page keeps showing them rather than the basket they left.
  const holding = pending || orderPlaced;
  return { submit, pending, failure, holding };
}
