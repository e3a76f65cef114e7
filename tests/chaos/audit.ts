import type pg from 'pg';
import { REFUND_JOB } from '../../rest-api/src/payments/refund.js';
import { WEBHOOK_JOB } from '../../rest-api/src/payments/test-provider.js';
import type { Tally } from './shopper.js';

// Statuses whose units stay counted as sold (contract: stock).
const HOLDING = ['WAITING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'];
const PAID = ['CONFIRMED', 'SHIPPED', 'DELIVERED'];

export interface Audit {
  /** Units held by orders beyond what the contended packs had left when the run began. */
  oversold: number;
  /** Packs whose sold count disagrees with the units their orders hold (stock lost or counted twice). */
  stockMismatches: number;
  /** Orders a shopper was given that the database does not have, or has with no items. */
  lostOrders: number;
  /** Orders a shopper saw CONFIRMED (or canceled) that the database says otherwise. */
  contradicted: number;
  /** Charges the provider took whose order is neither paid nor refunded. */
  chargedNotConfirmed: number;
  /** Charges the provider took for a payment we have no record of. */
  unknownCharges: number;
  /** Our payments still PENDING once everything had time to settle. */
  pendingPayments: number;
  /** Webhooks or refunds that gave up (their last attempt failed) or still wait. */
  unfinishedJobs: number;
  orders: number;
  confirmed: number;
  refunded: number;
}

export const violations = (audit: Audit) =>
  audit.oversold +
  audit.stockMismatches +
  audit.lostOrders +
  audit.contradicted +
  audit.chargedNotConfirmed +
  audit.unknownCharges +
  audit.pendingPayments +
  audit.unfinishedJobs;

async function count(sql: pg.Pool, query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(query, params);
  return Number(rows[0]?.n ?? 0);
}

// Work that follows a request: a webhook to deliver, a refund to make (periodic ticks excluded).
const FOLLOW_UP_JOBS = [WEBHOOK_JOB, REFUND_JOB];

/**
 * Waits (up to `timeoutMs`) until no payment is PENDING and no webhook or refund is still to be
 * done (or retried): what a shopper was charged has had its chance to be confirmed or refunded.
 */
export async function waitForSettlement(sql: pg.Pool, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const unsettled = await count(
      sql,
      `SELECT (SELECT count(*) FROM payments WHERE status = 'PENDING')
            + (SELECT count(*) FROM jobs WHERE kind = ANY($1) AND done_at IS NULL AND failed_at IS NULL) AS n`,
      [FOLLOW_UP_JOBS],
    );
    if (unsettled === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Holds the database against the packs' stock before the run (`stockBefore`: pack id → units
 * left and sold) and against what the shoppers were told.
 */
export async function audit(
  sql: pg.Pool,
  tally: Tally,
  stockBefore: Map<number, { left: number; sold: number }>,
): Promise<Audit> {
  const packIds = [...stockBefore.keys()];
  const { rows: held } = await sql.query<{ pack_id: number; sold: number; held: number }>(
    `SELECT p.pack_id, p.stock_sold AS sold,
       COALESCE((SELECT sum(i.quantity) FROM order_items i JOIN orders o USING (order_id)
                 WHERE i.pack_id = p.pack_id AND o.status = ANY($2::order_status[])), 0)::int AS held
     FROM packs p WHERE p.pack_id = ANY($1::int[])`,
    [packIds, HOLDING],
  );
  let oversold = 0;
  let stockMismatches = 0;
  for (const row of held) {
    const before = stockBefore.get(row.pack_id)!;
    oversold += Math.max(0, row.held - before.left);
    if (row.sold !== before.sold + row.held) stockMismatches += 1;
  }

  const ids = [...tally.created].map(Number);
  const lostOrders =
    ids.length -
    (await count(
      sql,
      'SELECT count(*) AS n FROM orders o WHERE o.order_id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.order_id)',
      [ids],
    ));
  const contradicted =
    (await count(
      sql,
      'SELECT count(*) AS n FROM orders WHERE order_id = ANY($1::int[]) AND NOT status = ANY($2::order_status[])',
      [[...tally.confirmed].map(Number), PAID],
    )) +
    (await count(
      sql,
      "SELECT count(*) AS n FROM orders WHERE order_id = ANY($1::int[]) AND status <> 'CANCELED_BY_USER'",
      [[...tally.canceled].map(Number)],
    ));

  const chargedNotConfirmed = await count(
    sql,
    `SELECT count(*) AS n FROM test_provider_payments t JOIN payments p USING (payment_id) JOIN orders o ON o.order_id = p.order_id
     WHERE t.status = 'SUCCEEDED' AND NOT (o.status = ANY($1::order_status[]) AND p.status = 'SUCCEEDED')`,
    [PAID],
  );
  const unknownCharges = await count(
    sql,
    "SELECT count(*) AS n FROM test_provider_payments t WHERE t.status IN ('SUCCEEDED', 'REFUNDED') AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.payment_id = t.payment_id)",
  );
  return {
    oversold,
    stockMismatches,
    lostOrders,
    contradicted,
    chargedNotConfirmed,
    unknownCharges,
    pendingPayments: await count(sql, "SELECT count(*) AS n FROM payments WHERE status = 'PENDING'"),
    unfinishedJobs: await count(sql, 'SELECT count(*) AS n FROM jobs WHERE kind = ANY($1) AND done_at IS NULL', [
      FOLLOW_UP_JOBS,
    ]),
    orders: await count(sql, 'SELECT count(*) AS n FROM orders'),
    confirmed: await count(sql, 'SELECT count(*) AS n FROM orders WHERE status = ANY($1::order_status[])', [PAID]),
    refunded: await count(sql, "SELECT count(*) AS n FROM payments WHERE status = 'REFUNDED'"),
  };
}
