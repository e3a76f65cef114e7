import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Queryable } from '../../rest-api/src/db/database.js';
import { issueLinkCode } from '../../rest-api/src/discord/codes.js';
import { BACKENDS } from '../support/database.js';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { fieldsOf, restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

interface PackChoice {
  campaign_id: number;
  campaign_url: string;
  pack_id: number;
  price_cents: number;
  pack_option_id: number;
  pack_option_value_id: number;
}

/** Writes an order as `/order/create` will (that issue is to come): lines, options, history. */
async function insertOrder(db: Queryable, userId: number, pack: PackChoice, createdAt: string, statuses: string[]) {
  const [order] = await db.query<{ order_id: number }>(
    `INSERT INTO orders (user_id, campaign_id, items_cents, delivery_cents, delivery_country, payment_method,
       idempotency_key, created_at)
     VALUES ($1, $2, $3, 490, 'FR', 'CARD', gen_random_uuid(), $4) RETURNING order_id`,
    [userId, pack.campaign_id, pack.price_cents * 2, createdAt],
  );
  const orderId = order!.order_id;
  await db.query(
    'INSERT INTO order_items (order_id, position, pack_id, quantity, unit_price_cents) VALUES ($1, 1, $2, 2, $3)',
    [orderId, pack.pack_id, pack.price_cents],
  );
  await db.query(
    'INSERT INTO order_item_options (order_id, position, pack_option_id, pack_option_value_id) VALUES ($1, 1, $2, $3)',
    [orderId, pack.pack_option_id, pack.pack_option_value_id],
  );
  for (const status of statuses) {
    await db.query('INSERT INTO order_status_changes (order_id, status) VALUES ($1, $2)', [orderId, status]);
  }
  await db.query('UPDATE orders SET status = $2 WHERE order_id = $1', [orderId, statuses.at(-1)]);
  return orderId;
}

describe.each(BACKENDS)('rest-api likes, Discord link and orders on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  let alice: TestIdentity;
  let bob: TestIdentity;
  const userIdOf = async (identity: TestIdentity) =>
    (await call('GET', '/users/me', { as: identity })).body.user_id as number;

  beforeAll(async () => {
    api = await startRestApi(backend);
    [alice, bob] = await Promise.all([createIdentity('alice'), createIdentity('bob')]);
    for (const identity of [alice, bob]) await call('POST', '/users/create', { as: identity });
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('sets, toggles and lists likes, most recent first', async () => {
    const campaigns = (await call('GET', '/campaign/list?size=3')).body.items as { url: string; campaign_id: number }[];
    const [first, second, third] = campaigns.map((c) => c.url) as [string, string, string];
    const like = (url: string, liked?: boolean) =>
      call('POST', `/campaign/like?campaign_url=${url}${liked === undefined ? '' : `&liked=${liked}`}`, { as: alice });
    expect((await like(first, true)).body).toEqual({ campaign_id: campaigns[0]!.campaign_id, url: first, liked: true });
    expect((await like(first, true)).body.liked).toBe(true);
    expect((await like(second)).body.liked).toBe(true);
    expect((await like(third)).body.liked).toBe(true);
    expect((await like(third)).body.liked).toBe(false);
    expect((await like(third, false)).body.liked).toBe(false);
    const listed = await call('GET', '/campaign/like', { as: alice });
    expect(listed.body.map((c: { url: string }) => c.url)).toEqual([second, first]);
    expect((await call('GET', '/campaign/like', { as: bob })).body).toEqual([]);
  });

  it('answers 404 for an unknown campaign and for an identity without a user record', async () => {
    const unknown = await call('POST', '/campaign/like?campaign_url=no-such-campaign', { as: alice });
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown.body)).toEqual(['query.campaign_url']);
    const stranger = await createIdentity('stranger');
    const [campaign] = (await call('GET', '/campaign/list?size=1')).body.items;
    expect((await call('POST', `/campaign/like?campaign_url=${campaign.url}`, { as: stranger })).status).toBe(404);
    expect((await call('GET', '/campaign/like', { as: stranger })).body).toEqual([]);
    expect((await call('GET', '/orders', { as: stranger })).body).toEqual([]);
    expect((await call('POST', '/discord/user-connected', { as: stranger })).body).toEqual({
      connected: false,
      discord_username: null,
    });
  });

  it('links Discord with a code from the bot, once, and refuses used, expired and unknown codes', async () => {
    const status = () => call('POST', '/discord/user-connected', { as: alice, json: {} });
    expect((await status()).body).toEqual({ connected: false, discord_username: null });
    const { code } = await issueLinkCode(api.db, 'alice#1234');
    expect(code).toMatch(/^[A-Z0-9]{6,12}$/);
    const linked = await call('POST', '/discord/link-user', { as: alice, json: { code } });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ connected: true, discord_username: 'alice#1234' });
    expect((await status()).body).toEqual(linked.body);

    const reused = await call('POST', '/discord/link-user', { as: bob, json: { code } });
    expect(reused.status).toBe(422);
    expect(fieldsOf(reused.body)).toEqual(['body.code']);
    expect(reused.body.errors[0].message).toMatch(/already used/);

    const expired = await issueLinkCode(api.db, 'bob#5678');
    await api.db.query(
      "UPDATE discord_link_codes SET created_at = now() - interval '20 minutes', expires_at = now() - interval '5 minutes' WHERE code = $1",
      [expired.code],
    );
    const late = await call('POST', '/discord/link-user', { as: bob, json: { code: expired.code } });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].message).toMatch(/expired/);

    const unknown = await call('POST', '/discord/link-user', { as: bob, json: { code: 'ZZZZZZZZ' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].message).toMatch(/unknown/);
    const malformed = await call('POST', '/discord/link-user', { as: bob, json: { code: 'abc' } });
    expect(malformed.status).toBe(422);
    expect(fieldsOf(malformed.body)).toEqual(['body.code']);
    expect((await call('POST', '/discord/user-connected', { as: bob })).body.connected).toBe(false);
  });

  it('moves a Discord account to the last user who linked it', async () => {
    const { code } = await issueLinkCode(api.db, 'shared#0001');
    await call('POST', '/discord/link-user', { as: bob, json: { code } });
    const again = await issueLinkCode(api.db, 'shared#0001');
    await call('POST', '/discord/link-user', { as: alice, json: { code: again.code } });
    expect((await call('POST', '/discord/user-connected', { as: alice })).body.discord_username).toBe('shared#0001');
    expect((await call('POST', '/discord/user-connected', { as: bob })).body.connected).toBe(false);
  });

  it("lists the requester's orders only, newest first, and hides another user's order", async () => {
    const [pack] = await api.db.query<PackChoice>(
      `SELECT p.campaign_id, c.url AS campaign_url, p.pack_id, p.price_cents, o.pack_option_id, v.pack_option_value_id
       FROM packs p JOIN campaigns c USING (campaign_id) JOIN pack_options o USING (pack_id)
       JOIN pack_option_values v USING (pack_option_id) ORDER BY p.pack_id LIMIT 1`,
    );
    const [aliceId, bobId] = [await userIdOf(alice), await userIdOf(bob)];
    const older = await insertOrder(api.db, aliceId, pack!, '2026-01-10T10:00:00Z', ['WAITING', 'CONFIRMED']);
    const newer = await insertOrder(api.db, aliceId, pack!, '2026-02-01T10:00:00Z', ['WAITING']);
    const bobs = await insertOrder(api.db, bobId, pack!, '2026-03-01T10:00:00Z', ['WAITING']);

    const mine = await call('GET', '/orders', { as: alice });
    expect(mine.body.map((o: { order_id: number }) => o.order_id)).toEqual([newer, older]);
    expect(mine.body[1]).toMatchObject({
      order_id: older,
      campaign_id: pack!.campaign_id,
      campaign_url: pack!.campaign_url,
      status: 'CONFIRMED',
      items: [
        {
          pack_id: pack!.pack_id,
          quantity: 2,
          unit_price: pack!.price_cents,
          options: [{ pack_option_id: pack!.pack_option_id, pack_option_value_id: pack!.pack_option_value_id }],
        },
      ],
      items_amount: pack!.price_cents * 2,
      delivery_amount: 490,
      total_amount: pack!.price_cents * 2 + 490,
      currency: 'EUR',
      delivery_country: 'FR',
      payment_method: 'CARD',
      created_at: '2026-01-10T10:00:00.000Z',
    });
    expect(mine.body[1].history.map((h: { status: string }) => h.status)).toEqual(['WAITING', 'CONFIRMED']);
    expect((await call('GET', `/order/${older}`, { as: alice })).body).toEqual(mine.body[1]);

    const foreign = await call('GET', `/order/${bobs}`, { as: alice });
    expect(foreign.status).toBe(404);
    expect(fieldsOf(foreign.body)).toEqual(['path.order_id']);
    expect((await call('GET', `/order/${bobs}`, { as: bob })).status).toBe(200);
    expect((await call('GET', '/orders', { as: bob })).body.map((o: { order_id: number }) => o.order_id)).toEqual([
      bobs,
    ]);
    expect((await call('GET', '/order/999999', { as: alice })).status).toBe(404);
    expect((await call('GET', '/order/x', { as: alice })).status).toBe(400);
  });
});
