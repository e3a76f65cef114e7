import type { BasketDeps } from '../basket/deps.js';
import type { Queryable } from '../db/database.js';
import type { PaymentSettings } from '../payment-provider.js';
import type { UserDeps } from '../users/users.js';

/** What the order and payment handlers need; app.ts gives them. */
export interface OrderDeps extends UserDeps, BasketDeps {
  payments: PaymentSettings;
  /**
   * Asks, in the caller's transaction, for a paid payment to go back to the buyer. Payments own
   * refunds (payments/refund.ts) and build on orders, so canceling an order is handed it.
   */
  enqueueRefund: (tx: Queryable, paymentId: string, now: Date) => Promise<unknown>;
  /** Where failures that answer no request go. */
  log: (error: unknown) => void;
  /** Runs the jobs just enqueued (a refund, a webhook delivery) now rather than at the next poll. */
  wakeJobs: () => void;
}
