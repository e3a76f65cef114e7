import type { Clock } from '../clock.js';
import type { PaymentSettings } from '../payments/provider.js';
import type { UserDeps } from '../users/users.js';

/** What the basket, order and payment handlers need. */
export interface OrderDeps extends UserDeps {
  clock: Clock;
  payments: PaymentSettings;
  /** Where failures that answer no request go (a refund the provider refused). */
  log: (error: unknown) => void;
}
