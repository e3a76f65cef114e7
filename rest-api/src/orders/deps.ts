import type { Clock } from '../clock.js';
import type { PaymentSettings } from '../payments/provider.js';
import type { UserDeps } from '../users/users.js';

/** What the basket, order and payment handlers need. */
export interface OrderDeps extends UserDeps {
  clock: Clock;
  payments: PaymentSettings;
  /** Where failures that answer no request go. */
  log: (error: unknown) => void;
  /** Runs the jobs just enqueued (a refund, a webhook delivery) now rather than at the next poll. */
  wakeJobs: () => void;
}
