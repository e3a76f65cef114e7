import { setTimeout as sleep } from 'node:timers/promises';
import { crashPoint } from '../crash-point.js';
import type { Queryable } from '../db/database.js';
import type { SignedInHandlers } from '../http/contract.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { newPaymentId } from '../orders/create.js';
import type { OrderDeps } from '../orders/deps.js';
import { claimKey } from '../orders/idempotency.js';
import { loadOwnOrder } from '../orders/orders.js';
import { releaseExpiredReservations } from '../orders/stock.js';
import { cardDigits, cardErrors } from './cards.js';

interface PayableRow {
  order_id: number;
  user_id: number;
  status: string;
  payment_method: 'CARD' | 'WALLET';
  total_cents: number;
  campaign_url: string;
}

// How often the payment is read while the answer waits for its outcome: soon at first (the
// webhook usually comes within milliseconds), then less and less often, so a late outcome does
// not cost a query every few milliseconds for seconds.
const SETTLE_POLL_FIRST_MS = 20;
const SETTLE_POLL_MAX_MS = 250;

/**
 * Waits until the provider's webhook settled the payment, at most `ms`: the answer then says how it
 * went, as a provider's synchronous confirmation does. The webhook comes out of band (it may be
 * late, or come to another replica), so past the bound the order is answered still WAITING.
 */
async function awaitOutcome(db: Queryable, paymentId: string, ms: number) {
  const deadline = Date.now() + ms;
  for (let pause = SETTLE_POLL_FIRST_MS; Date.now() < deadline; pause = Math.min(pause * 2, SETTLE_POLL_MAX_MS)) {
    const [payment] = await db.query<{ status: string }>('SELECT status FROM payments WHERE payment_id = $1', [
      paymentId,
    ]);
    if (payment?.status !== 'PENDING') return;
    await sleep(Math.min(pause, Math.max(0, deadline - Date.now())));
  }
}

/** `POST /order/pay`: a card payment of a WAITING card order, its outcome told by the provider's webhook. */
export function payHandlers({ db, clock, payments }: OrderDeps): SignedInHandlers {
  return {
    async payOrder({ requester, body }) {
      const now = clock();
      const errors = cardErrors(body.card, now);
      if (errors.length > 0)
        throw new HttpError(422, errors.map((e) => `${e.field} ${e.message}`).join('; '), { errors });
      await releaseExpiredReservations(db, now);
      const paymentId = newPaymentId();
      const order = await db.transaction(async (tx) => {
        const [row] = await tx.query<PayableRow>(
          `SELECT o.order_id, o.user_id, o.status, o.payment_method, o.total_cents, c.url AS campaign_url
           FROM orders o JOIN users u USING (user_id) JOIN campaigns c USING (campaign_id)
           WHERE u.firebase_uid = $1 AND o.order_id = $2 FOR UPDATE OF o`,
          [requester.uid, body.order_id],
        );
        if (!row) throw notFound('Order', 'body.order_id');
        // A retry of an attempt that reached this point answers the order and charges nothing.
        const { card } = body;
        const claim = await claimKey(tx, {
          userId: row.user_id,
          key: body.idempotency_key,
          field: 'body.idempotency_key',
          operation: 'payOrder',
          request: [row.order_id, cardDigits(card.number), card.exp_month, card.exp_year, card.cvc],
          orderId: row.order_id,
          now,
        });
        if (claim === 'replay') return undefined;
        if (row.status !== 'WAITING')
          throw fieldError(422, 'body.order_id', `is ${row.status}, not waiting for a payment`);
        if (row.payment_method !== 'CARD')
          throw fieldError(422, 'body.order_id', 'is paid by wallet: use its payment_url');
        // The unique index on a payment in progress turns a second click into this refusal.
        const inserted = await tx.query(
          `INSERT INTO payments (payment_id, order_id, provider, method, amount_cents, created_at, updated_at)
           VALUES ($1, $2, $3, 'CARD', $4, $5, $5) ON CONFLICT DO NOTHING RETURNING 1`,
          [paymentId, row.order_id, payments.provider.name, row.total_cents, now],
        );
        if (inserted.length === 0) throw fieldError(422, 'body.order_id', 'already has a payment in progress');
        return row;
      });
      if (!order) return loadOwnOrder(db, requester, body.order_id, 'body.order_id');
      crashPoint('payment-committed');
      try {
        // Outside the transaction: the provider is not part of it. From here a crash leaves a
        // PENDING payment that the provider's webhook, or else reconciliation, settles.
        const { providerRef } = await payments.provider.chargeCard({
          paymentId,
          amountCents: order.total_cents,
          currency: 'EUR',
          description: `Commande ${order.order_id} — ${order.campaign_url}`,
          card: {
            number: body.card.number,
            expMonth: body.card.exp_month,
            expYear: body.card.exp_year,
            cvc: body.card.cvc,
          },
        });
        await db.query('UPDATE payments SET provider_ref = COALESCE(provider_ref, $2) WHERE payment_id = $1', [
          paymentId,
          providerRef,
        ]);
      } catch {
        throw new HttpError(503, 'The payment provider could not be reached; the order is still waiting');
      }
      await awaitOutcome(db, paymentId, payments.settleWaitMs);
      return loadOwnOrder(db, requester, order.order_id, 'body.order_id');
    },
  };
}
