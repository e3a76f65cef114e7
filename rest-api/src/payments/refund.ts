import type { Clock } from '../clock.js';
import { crashPoint } from '../crash-point.js';
import type { Database, Queryable } from '../db/database.js';
import { enqueueOrderEmail } from '../emails/outbox.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/runner.js';
import type { PaymentSettings } from '../payment-provider.js';

export const REFUND_JOB = 'payment.refund';

/** The history reason of an order whose payment went back to the buyer. */
export const REFUNDED_REASON = 'REFUNDED';

interface RefundPayload {
  paymentId: string;
}

/**
 * Asks for a payment to be given back, in the transaction that decided it (a canceled paid order,
 * a success too late for its order): the refund then happens even if this process dies right
 * after the commit. Once per payment, however often it is asked.
 */
export const enqueueRefund = (tx: Queryable, paymentId: string, now: Date) =>
  enqueueJob(
    tx,
    { kind: REFUND_JOB, payload: { paymentId } satisfies RefundPayload, dedupeKey: `refund:${paymentId}` },
    now,
  );

/**
 * The refund job: the provider gives the money back (our payment id is its idempotency key, so a
 * retry after a crash gets the same refund), then the payment becomes REFUNDED and the order's
 * history says so, in one transaction. A provider that refuses is retried with backoff.
 */
export function refundJob({ db, clock, payments }: { db: Database; clock: Clock; payments: PaymentSettings }) {
  const handler = async ({ paymentId }: RefundPayload) => {
    const [payment] = await db.query<{ status: string; provider_ref: string | null }>(
      'SELECT status, provider_ref FROM payments WHERE payment_id = $1',
      [paymentId],
    );
    // Refunded already, or the money never left the buyer: nothing to give back.
    if (payment?.status !== 'SUCCEEDED') return;
    if (!payment.provider_ref) throw new Error(`Payment ${paymentId} has no provider reference yet`);
    const { refundRef } = await payments.provider.refund(payment.provider_ref, paymentId);
    crashPoint('provider-refunded');
    await db.transaction(async (tx) => {
      const now = clock();
      const [refunded] = await tx.query<{ order_id: number }>(
        `UPDATE payments SET status = 'REFUNDED', refund_ref = $2, updated_at = $3
         WHERE payment_id = $1 AND status = 'SUCCEEDED' RETURNING order_id`,
        [paymentId, refundRef, now],
      );
      if (!refunded) return;
      await tx.query(
        `INSERT INTO order_status_changes (order_id, status, reason, changed_at)
         SELECT order_id, status, $2, $3 FROM orders WHERE order_id = $1`,
        [refunded.order_id, REFUNDED_REASON, now],
      );
      // Written with the refund it tells of: the buyer hears of every refund, and only of real ones.
      await enqueueOrderEmail(tx, refunded.order_id, 'ORDER_REFUNDED', now);
    });
  };
  return handler satisfies JobHandler;
}
