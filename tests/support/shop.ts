import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../rest-api/src/db/database.js';
import { signPayload } from '../../rest-api/src/payments/signature.js';
import { createIdentity, type TestIdentity } from './identity.js';
import type { RestAnswer, RestCall } from './rest.js';
import { TEST_PAYMENT } from './servers.js';

type Call = (method: string, path: string, call?: RestCall) => Promise<RestAnswer>;

/** A pack of an ongoing campaign, with its options (each with its values) as the tests choose them. */
export interface ShopPack {
  pack_id: number;
  campaign_id: number;
  campaign_url: string;
  price: number;
  options: { pack_option_id: number; values: number[] }[];
}

export const CARDS = {
  ok: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' },
  declined: { number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2099, cvc: '123' },
  failing: { number: '4000 0000 0000 0119', exp_month: 12, exp_year: 2099, cvc: '123' },
};

/** A clock the test moves by hand: `clock.now` is what the rest-api reads. */
export function testClock(start = new Date()) {
  const clock = {
    now: start,
    read: () => clock.now,
    advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)),
  };
  return clock;
}

/** Packs of ongoing campaigns: `withOptions` picks packs that have some, else packs without. */
export async function ongoingPacks(db: Queryable, withOptions: boolean): Promise<ShopPack[]> {
  return db.query<ShopPack>(
    `SELECT p.pack_id, p.campaign_id, c.url AS campaign_url, p.price_cents AS price,
       COALESCE((SELECT json_agg(json_build_object('pack_option_id', o.pack_option_id,
         'values', (SELECT json_agg(v.pack_option_value_id ORDER BY v.position) FROM pack_option_values v
                    WHERE v.pack_option_id = o.pack_option_id)) ORDER BY o.pack_option_id)
         FROM pack_options o WHERE o.pack_id = p.pack_id), '[]'::json) AS options
     FROM packs p JOIN campaigns c USING (campaign_id)
     WHERE now() BETWEEN c.start_at + interval '1 hour' AND c.end_at - interval '2 days'
       AND EXISTS (SELECT 1 FROM pack_options o WHERE o.pack_id = p.pack_id) = $1
     ORDER BY p.pack_id`,
    [withOptions],
  );
}

/** The first value of each option of the pack: a complete choice. */
export const firstValues = (pack: ShopPack) =>
  pack.options.map((o) => ({ pack_option_id: o.pack_option_id, pack_option_value_id: o.values[0]! }));

/** Leaves exactly `left` units of a pack (the rest counted as sold). */
export async function setStockLeft(db: Queryable, packId: number, left: number | null) {
  await db.query(
    'UPDATE packs SET stock_limit = CASE WHEN $2::int IS NULL THEN NULL ELSE stock_sold + $2 END WHERE pack_id = $1',
    [packId, left],
  );
}

export async function stockLeftOf(db: Queryable, packId: number): Promise<number | null> {
  const [row] = await db.query<{ left: number | null }>(
    'SELECT stock_limit - stock_sold AS left FROM packs WHERE pack_id = $1',
    [packId],
  );
  return row?.left ?? null;
}

/** The test provider's side of an order's payments, one row per charge it was asked for: a second charge shows here. */
export const providerCharges = (db: Queryable, orderId: number) =>
  db.query<{ status: string }>(
    `SELECT t.status FROM test_provider_payments t JOIN payments p USING (payment_id)
     WHERE p.order_id = $1 ORDER BY t.created_at`,
    [orderId],
  );

/** A signed-in identity with its user record. */
export async function newCustomer(call: Call, name = 'buyer', firstName?: string): Promise<TestIdentity> {
  const identity = await createIdentity(name);
  const created = await call('POST', '/users/create', {
    as: identity,
    json: firstName ? { first_name: firstName } : {},
  });
  if (created.status !== 201)
    throw new Error(`users/create answered ${created.status}: ${JSON.stringify(created.body)}`);
  return identity;
}

/** Puts `quantity` of the pack in the basket, with delivery to France, ready for an order. */
export async function basketReady(call: Call, as: TestIdentity, pack: ShopPack, quantity = 1) {
  const added = await call('POST', '/basket/add', {
    as,
    json: { pack_id: pack.pack_id, campaign_id: pack.campaign_id, quantity, options: firstValues(pack) },
  });
  if (added.status !== 200) throw new Error(`basket/add answered ${added.status}: ${JSON.stringify(added.body)}`);
  const delivery = await call('POST', '/basket/delivery', {
    as,
    json: { delivery_country: 'FR', delivery_price: 490 },
  });
  if (delivery.status !== 200) throw new Error(`basket/delivery answered ${delivery.status}`);
  return delivery.body;
}

export const createOrder = (call: Call, as: TestIdentity, campaignId: number, extra: Record<string, unknown> = {}) =>
  call('POST', '/order/create', {
    as,
    json: { campaign_id: campaignId, idempotency_key: randomUUID(), payment_method: 'CARD', ...extra },
  });

/** A webhook request signed as the provider signs it (the test servers' secret), at `at`. */
export function signedEvent(event: unknown, at = new Date(), secret = TEST_PAYMENT.webhookSecret) {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(at.getTime() / 1000);
  return { body, signature: signPayload(secret, body, timestamp) };
}
