import type { Queryable } from '../db/database.js';

// The public name of a backer: the first name and the initial of the last name ("Camille D."),
// as the demo participations read; null without a first name (listed without a name).
const BACKER_NAME = `NULLIF(COALESCE(u.identity->>'first_name', u.first_name), '')
  || COALESCE(' ' || left(NULLIF(u.identity->>'last_name', ''), 1) || '.', '')`;

/**
 * A paid order joins its campaign's participations, and the campaign's running totals count it,
 * in the caller's transaction. The amount is what backs the campaign: the items, not the delivery.
 * Recording an order twice changes nothing.
 */
export async function recordParticipation(tx: Queryable, orderId: number, now: Date): Promise<void> {
  const [added] = await tx.query<{ campaign_id: number; amount_cents: number }>(
    `INSERT INTO participations (campaign_id, backer_name, anonymous, comment, amount_cents, created_at, order_id)
     SELECT o.campaign_id, ${BACKER_NAME}, o.anonymous, o.comment, o.items_cents, $2, o.order_id
     FROM orders o LEFT JOIN users u USING (user_id) WHERE o.order_id = $1
     ON CONFLICT (order_id) DO NOTHING RETURNING campaign_id, amount_cents`,
    [orderId, now],
  );
  if (!added) return;
  await tx.query(
    'UPDATE campaigns SET amount_raised_cents = amount_raised_cents + $2, backer_count = backer_count + 1 WHERE campaign_id = $1',
    [added.campaign_id, added.amount_cents],
  );
}

/** A canceled paid order leaves the participations and the campaign's totals. */
export async function withdrawParticipation(tx: Queryable, orderId: number): Promise<void> {
  const [removed] = await tx.query<{ campaign_id: number; amount_cents: number }>(
    'DELETE FROM participations WHERE order_id = $1 RETURNING campaign_id, amount_cents',
    [orderId],
  );
  if (!removed) return;
  await tx.query(
    `UPDATE campaigns SET amount_raised_cents = GREATEST(amount_raised_cents - $2, 0),
       backer_count = GREATEST(backer_count - 1, 0) WHERE campaign_id = $1`,
    [removed.campaign_id, removed.amount_cents],
  );
}

/** The comment and anonymity of a paid order's participation follow the order. */
export async function syncParticipation(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE participations p SET comment = o.comment, anonymous = o.anonymous
     FROM orders o WHERE o.order_id = $1 AND p.order_id = o.order_id`,
    [orderId],
  );
}
