import type { Database, Queryable } from '../db/database.js';

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

/**
 * Cancels the WAITING orders whose reservation ran out (CANCELED, reason EXPIRED_RESERVATION) and
 * gives their stock back; returns their ids. Called before anything reads stock to decide (basket
 * changes and checks, order creation, payment) and every minute by the server, so a reservation
 * never outlives its 30 minutes by more than that anywhere. One release runs at a time across
 * replicas; another one finding the lock taken skips, the running one does the work.
 */
export async function releaseExpiredReservations(db: Database, now: Date): Promise<number[]> {
  // Most calls find nothing to release: a plain read (served by the partial index) spares them a transaction.
  const [due] = await db.query<{ due: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM orders WHERE status = 'WAITING' AND reserved_until <= $1) AS due",
    [now],
  );
  if (!due?.due) return [];
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      RELEASE_LOCK,
    ]);
    if (!lock?.locked) return [];
    const expired = await tx.query<{ order_id: number }>(
      `UPDATE orders SET status = 'CANCELED', reserved_until = NULL, payment_url = NULL, updated_at = $1
       WHERE status = 'WAITING' AND reserved_until <= $1 RETURNING order_id`,
      [now],
    );
    const ids = expired.map((row) => row.order_id).sort((a, b) => a - b);
    if (ids.length === 0) return [];
    await tx.query(
      `INSERT INTO order_status_changes (order_id, status, reason, changed_at)
       SELECT unnest($1::int[]), 'CANCELED', 'EXPIRED_RESERVATION', $2`,
      [ids, now],
    );
    await returnStock(tx, ids);
    return ids;
  });
}

/** Releases expired reservations every `seconds` (0: never), whether or not requests come; returns the stop. */
export function startReservationSweep(db: Database, clock: () => Date, seconds: number, log: (e: unknown) => void) {
  if (!(seconds > 0)) return () => {};
  const timer = setInterval(() => {
    releaseExpiredReservations(db, clock()).catch(log);
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
