import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { PaymentSettings } from '../payment-provider.js';
import { settlePayment, type PaymentOutcome } from './settle.js';

export const RECONCILE_JOB = 'payments.reconcile';

/** Why reconciliation failed a payment: the provider has no record of it (we died before asking it to charge). */
export const NOT_RECEIVED = 'not_received_by_provider';

// Payments asked about per run: a backlog is worked through over the next runs.
const BATCH = 100;

export interface ReconcileDeps {
  db: Database;
  clock: Clock;
  payments: PaymentSettings;
  /** A payment still PENDING this long (since it started or was last asked about) is looked up at the provider (`PAYMENT_RECONCILE_AFTER_SECONDS`). */
  reconcileAfterSeconds: number;
  log: (error: unknown) => void;
  /** Runs the jobs the settlements enqueued (refunds) now. */
  wake: () => void;
}

/**
 * The reconciliation job: every payment still PENDING after the delay is looked up at the provider
 * and settled through the webhook's own path (`settlePayment`), so a webhook that never came (the
 * provider gave up, or we died before the provider was asked) leaves no order paid but
 * unconfirmed, nor one waiting forever. One payment's failure does not stop the others.
 */
export function reconcileJob({ db, clock, payments, reconcileAfterSeconds, log, wake }: ReconcileDeps) {
  return async () => {
    const due = new Date(clock().getTime() - reconcileAfterSeconds * 1000);
    // Untouched for the delay: a payment the provider says is still pending (a wallet buyer who
    // never decides) is touched below, so it is asked again only after another delay and never
    // holds back the payments behind it.
    const pending = await db.query<{ payment_id: string }>(
      "SELECT payment_id FROM payments WHERE status = 'PENDING' AND updated_at <= $1 ORDER BY updated_at LIMIT $2",
      [due, BATCH],
    );
    for (const { payment_id: paymentId } of pending) {
      try {
        const found = await payments.provider.getPayment(paymentId);
        if (found?.outcome === 'pending') {
          await db.query("UPDATE payments SET updated_at = $2 WHERE payment_id = $1 AND status = 'PENDING'", [
            paymentId,
            clock(),
          ]);
          continue;
        }
        const outcome: PaymentOutcome = found
          ? { paymentId, type: found.outcome, providerRef: found.providerRef, failureCode: found.failureCode }
          : { paymentId, type: 'payment.failed', providerRef: null, failureCode: NOT_RECEIVED };
        await db.transaction((tx) => settlePayment(tx, outcome, clock()));
      } catch (error) {
        log(error);
      }
    }
    if (pending.length > 0) wake();
  };
}
