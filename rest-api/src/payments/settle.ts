import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { enqueueOrderEmail } from '../emails/outbox.js';
import { notFound } from '../http/errors.js';
import { recordParticipation } from '../orders/participation.js';
import { changeStatus } from '../orders/status.js';
import { returnStock } from '../orders/stock.js';
import { enqueueRefund } from './refund.js';

type PaymentEvent = components['schemas']['PaymentEvent'];
type OrderStatus = components['schemas']['OrderStatus'];

/** What the provider says became of a payment: from its webhook event, or from reconciliation's question. */
export interface PaymentOutcome {
  paymentId: string;
  type: PaymentEvent['type'];
  /** Null when the provider has no record of the payment. */
  providerRef: string | null;
  failureCode: string | null;
}

// What each outcome makes of the payment and of a WAITING order.
const EFFECTS: Record<PaymentEvent['type'], { payment: string; order: OrderStatus }> = {
  'payment.succeeded': { payment: 'SUCCEEDED', order: 'CONFIRMED' },
  'payment.declined': { payment: 'DECLINED', order: 'CANCELED_BY_WEBHOOK' },
  'payment.canceled': { payment: 'CANCELED', order: 'CANCELED_BY_WEBHOOK' },
  'payment.failed': { payment: 'FAILED', order: 'ERROR' },
};

// Outcomes that mean no money was taken: the payment can still turn out to have succeeded.
const UNPAID = new Set(['DECLINED', 'CANCELED', 'FAILED']);

// What the card's provider says when the shopper can try again on the checkout page: a refused
// card (another card may pass) or a processing error (the same card may pass a moment later).
// The order stays WAITING with its stock reserved until `reserved_until`, so a second attempt
// needs no new order and the basket stays as it was (docs/decisions/0025-a-checkout-that-forgives.md).
// A payment the provider never received (reconciliation) still ends the order: nobody is there
// to try again.
const RETRYABLE_CARD_FAILURES = new Set(['DECLINED', 'FAILED']);
const NOT_RECEIVED = 'not_received_by_provider';

/**
 * Applies what the provider says of a payment, in the caller's transaction; the one path of the
 * webhook and of reconciliation. Only a PENDING payment settles; after that, only a success the
 * provider reports for a payment we had given up on (reconciliation found nothing, the charge
 * landed later) changes it. A WAITING order moves with it (confirmed, or canceled with its stock
 * back); a success for an order that stopped waiting (its reservation ran out, the buyer
 * canceled) is refunded by a durable job.
 */
export async function settlePayment(tx: Queryable, outcome: PaymentOutcome, now: Date): Promise<void> {
  const { paymentId, providerRef, failureCode } = outcome;
  const [payment] = await tx.query<{ order_id: number; status: string }>(
    'SELECT order_id, status FROM payments WHERE payment_id = $1 FOR UPDATE',
    [paymentId],
  );
  if (!payment) throw notFound('Payment', 'body.data.payment_id');
  const effect = EFFECTS[outcome.type];
  const lateSuccess = effect.payment === 'SUCCEEDED' && UNPAID.has(payment.status);
  if (payment.status !== 'PENDING' && !lateSuccess) return;
  await tx.query(
    `UPDATE payments SET status = $2, provider_ref = COALESCE(provider_ref, $3), failure_code = $4, updated_at = $5
     WHERE payment_id = $1`,
    [paymentId, effect.payment, providerRef, failureCode, now],
  );
  const [order] = await tx.query<{ status: OrderStatus; payment_method: string }>(
    'SELECT status, payment_method FROM orders WHERE order_id = $1 FOR UPDATE',
    [payment.order_id],
  );
  if (order?.status !== 'WAITING') {
    if (effect.payment === 'SUCCEEDED') await enqueueRefund(tx, paymentId, now);
    return;
  }
  if (
    order.payment_method === 'CARD' &&
    RETRYABLE_CARD_FAILURES.has(effect.payment) &&
    failureCode !== NOT_RECEIVED &&
    !lateSuccess
  ) {
    // An entry of its own, the status unchanged (as REFUNDED): the history says why the attempt failed.
    await tx.query(
      `INSERT INTO order_status_changes (order_id, status, reason, changed_at) VALUES ($1, 'WAITING', $2, $3)`,
      [payment.order_id, failureCode ?? effect.payment.toLowerCase(), now],
    );
    return;
  }
  await changeStatus(tx, payment.order_id, effect.order, now, failureCode);
  if (effect.order === 'CONFIRMED') await recordParticipation(tx, payment.order_id, now);
  else await returnStock(tx, [payment.order_id]);
  // The buyer hears of it in the same transaction: a receipt, or why the order did not go through
  // (the card declined or the provider failed; a wallet payment the buyer canceled cancels the order).
  const email =
    effect.order === 'CONFIRMED'
      ? 'ORDER_CONFIRMED'
      : effect.payment === 'CANCELED'
        ? 'ORDER_CANCELED'
        : 'PAYMENT_FAILED';
  await enqueueOrderEmail(tx, payment.order_id, email, now);
}
