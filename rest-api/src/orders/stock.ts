import type { Database, Queryable } from '../db/database.js';
import { enqueueOrderEmail } from '../emails/outbox.js';

/** How long a WAITING order holds its stock (contract: stock). */
export const RESERVATION_MS = 30 * 60_000;

/**
 * Takes `quantity` units of a pack if that many are left, in one conditional update: PostgreSQL
 * locks the row, and a concurrent order (on this replica or another) re-reads the new count
 * before deciding, so the last units go to exactly as many orders as they cover.
 */
export async function reserveStock(tx: Queryable, packId: number, quantity: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE packs SET stock_sold = stock_sold + $2
     WHERE pack_id = $1 AND (stock_limit IS NULL OR stock_sold + $2 <= stock_limit) RETURNING 1`,
    [packId, quantity],
  );
  return rows.length > 0;
}

/**
 * Gives the stock of these orders back. Packs are updated in pack_id order, the order in which
 * `/order/create` takes them, so two transactions never wait on each other in a circle.
 */
export async function returnStock(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const units = await tx.query<{ pack_id: number; quantity: number }>(
    `SELECT pack_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ANY($1::int[])
     GROUP BY pack_id ORDER BY pack_id`,
    [orderIds],
  );
  for (const { pack_id, quantity } of units) {
    await tx.query('UPDATE packs SET stock_sold = GREATEST(stock_sold - $2, 0) WHERE pack_id = $1', [
      pack_id,
      quantity,
    ]);
  }
}

// Any constant: the key of the advisory lock that lets one release run at a time.
const RELEASE_LOCK = 70_400_001;

// A WAITING order whose reservation ran out, and whose money is not on its way: a card payment
// still PENDING may have been charged (reconciliation settles it first), a SUCCEEDED one was.
// A wallet payment PENDING is a buyer who has not decided: the order expires, and an approval
// coming after that is refunded.
const EXPIRED = `o.status = 'WAITING' AND o.reserved_until <= $1 AND NOT EXISTS (
  SELECT 1 FROM payments p WHERE p.order_id = o.order_id
  AND (p.status = 'SUCCEEDED' OR (p.status = 'PENDING' AND p.method = 'CARD')))`;

export const RELEASE_RESERVATIONS_JOB = 'orders.release-reservations';

/**
 * Cancels the WAITING orders whose reservation ran out (CANCELED, reason EXPIRED_RESERVATION) and
 * gives their stock back; returns their ids. Called before anything reads stock to decide (basket
 * changes and checks, order creation, payment) and periodically by the job worker, so a reservation
 * never outlives its 30 minutes by more than that anywhere. One release runs at a time across
 * replicas; another one finding the lock taken skips, the running one does the work.
 */
export async function releaseExpiredReservations(db: Database, now: Date): Promise<number[]> {
  // Most calls find nothing to release: a plain read (served by the partial index) spares them a transaction.
  const [due] = await db.query<{ due: boolean }>(`SELECT EXISTS (SELECT 1 FROM orders o WHERE ${EXPIRED}) AS due`, [
    now,
  ]);
  if (!due?.due) return [];
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      RELEASE_LOCK,
    ]);
    if (!lock?.locked) return [];
    // Lock the candidates first, then decide in a second statement: its fresh snapshot sees a card
    // payment that `/order/pay` committed while we waited for the lock, which a single UPDATE's
    // re-check of a locked row would not.
    const candidates = await tx.query<{ order_id: number }>(
      `SELECT order_id FROM orders o WHERE ${EXPIRED} ORDER BY order_id FOR UPDATE`,
      [now],
    );
    if (candidates.length === 0) return [];
    const expired = await tx.query<{ order_id: number }>(
      `UPDATE orders o SET status = 'CANCELED', reserved_until = NULL, payment_url = NULL, updated_at = $1
       WHERE o.order_id = ANY($2::int[]) AND ${EXPIRED} RETURNING order_id`,
      [now, candidates.map((row) => row.order_id)],
    );
    const ids = expired.map((row) => row.order_id).sort((a, b) => a - b);
    if (ids.length === 0) return [];
    await tx.query(
      `INSERT INTO order_status_changes (order_id, status, reason, changed_at)
       SELECT unnest($1::int[]), 'CANCELED', 'EXPIRED_RESERVATION', $2`,
      [ids, now],
    );
    await returnStock(tx, ids);
    // The buyer learns their reservation ran out (spec: EXPIRED_RESERVATION), with the release.
    for (const id of ids) await enqueueOrderEmail(tx, id, 'EXPIRED_RESERVATION', now);
    return ids;
  });
}
