'use client';

import { useApolloClient } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { basketFailure, failedFields, type BasketFailure } from '@/features/basket/server/basketErrors';
import {
  BasketDocument,
  CreateOrderDocument,
  PayOrderDocument,
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

export type SubmitFailure = { code: BasketFailure; fields: string[] };

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
  const inFlight = useRef(false);
  const paymentAttempts = useRef(new Map<string, string>());

  const submit = async (request: OrderRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    const vars = { lang: graphqlLanguage(lang) };
    const key = checkoutKey(campaignId, sessionStorage, () => crypto.randomUUID());
    try {
      const { data } = await client.mutate({
        mutation: CreateOrderDocument,
        variables: {
          ...vars,
          campaignId,
          idempotencyKey: key,
          paymentMethod: request.method,
          // The wallet sends the buyer back here with order_id and payment in the query.
          returnUrl: `${window.location.origin}${localePath(lang, '/orders/return')}`,
        },
      });
      const order = data?.createOrder;
      if (!order) throw new Error('no order');
      // The order took the campaign's lines out of the basket: the top bar's count follows.
      void client.refetchQueries({ include: [BasketDocument] });
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
        // The provider's page speaks the shopper's language.
        const wallet = new URL(order.paymentUrl);
        wallet.searchParams.set('lang', lang);
        window.location.assign(wallet.toString());
        return;
      }
      if (order.status === 'WAITING' && request.card) {
        await client.mutate({
          mutation: PayOrderDocument,
          variables: {
            ...vars,
            orderId: order.id,
            card: request.card,
            idempotencyKey: paymentKey(paymentAttempts.current, order.id, request.card, () => crypto.randomUUID()),
          },
        });
      }
      // Paid, declined or failed: the attempt is over, the order page says how it ended.
      forgetCheckoutKey(campaignId, sessionStorage);
      paymentAttempts.current.clear();
      router.push(orderPath);
    } catch (error) {
      setFailure({ code: basketFailure(error), fields: failedFields(error) });
      setPending(false);
      inFlight.current = false;
    }
  };

  return { submit, pending, failure };
}
