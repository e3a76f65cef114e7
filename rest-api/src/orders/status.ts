import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';

type OrderStatus = components['schemas']['OrderStatus'];

/** The statuses in which an order holds its stock: reserved (WAITING) or sold. */
const HOLDS_STOCK: ReadonlySet<OrderStatus> = new Set(['WAITING', 'CONFIRMED', 'SHIPPED', 'DELIVERED']);
/** The statuses of a paid order, listed among the campaign's participations. */
export const PAID: ReadonlySet<OrderStatus> = new Set(['CONFIRMED', 'SHIPPED', 'DELIVERED']);

export const holdsStock = (status: OrderStatus) => HOLDS_STOCK.has(status);
export const isCanceled = (status: OrderStatus) => !HOLDS_STOCK.has(status);

/** The owner may cancel before shipping, while the campaign runs (contract: /order/cancel). */
export function cancelRefusal(status: OrderStatus, campaignEnded: boolean): string | undefined {
  if (status !== 'WAITING' && status !== 'CONFIRMED') return `cannot be canceled once ${status}`;
  if (campaignEnded) return 'cannot be canceled: its campaign has ended';
  return undefined;
}

/** The address and options of an order can change until it ships. */
export const isEditable = (status: OrderStatus) => status === 'WAITING' || status === 'CONFIRMED';

/**
 * Moves an order to `status` and records it in the history. Leaving WAITING ends the stock
 * reservation and the wallet approval address.
 */
export async function changeStatus(
  tx: Queryable,
  orderId: number,
  status: OrderStatus,
  now: Date,
  reason: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET status = $2::order_status, updated_at = $3,
       reserved_until = CASE WHEN $2::order_status = 'WAITING' THEN reserved_until END,
       payment_url = CASE WHEN $2::order_status = 'WAITING' THEN payment_url END
     WHERE order_id = $1`,
    [orderId, status, now],
  );
  await tx.query('INSERT INTO order_status_changes (order_id, status, reason, changed_at) VALUES ($1, $2, $3, $4)', [
    orderId,
    status,
    reason,
    now,
  ]);
}
