import type { Queryable } from '../../rest-api/src/db/database.js';

/**
 * Orders missing a part that /order/create writes in the same transaction (a line, the first
 * status): there must never be any, whatever happened to the process or its connections.
 */
export async function halfWrittenOrders(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ order_id: number }>(
    `SELECT o.order_id FROM orders o
     WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.order_id)
        OR NOT EXISTS (SELECT 1 FROM order_status_changes s WHERE s.order_id = o.order_id)
     ORDER BY o.order_id`,
  );
  return rows.map((row) => row.order_id);
}

/** Units of the pack counted as sold, and units in its orders that still hold stock. */
export async function stockOf(db: Queryable, packId: number): Promise<{ sold: number; ordered: number }> {
  const [row] = await db.query<{ sold: number; ordered: number }>(
    `SELECT p.stock_sold AS sold,
       (SELECT COALESCE(sum(i.quantity), 0) FROM order_items i JOIN orders o USING (order_id)
        WHERE i.pack_id = p.pack_id AND o.status NOT IN
          ('CANCELED_BY_USER', 'CANCELED_BY_WEBHOOK', 'CANCELED_BY_BACKOFFICE', 'CANCELED', 'ERROR')) AS ordered
     FROM packs p WHERE p.pack_id = $1`,
    [packId],
  );
  if (!row) throw new Error(`no pack ${packId}`);
  return row;
}
