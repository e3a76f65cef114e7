import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { fieldsOf, restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { firstValues, newCustomer, ongoingPacks, setStockLeft, testClock, type ShopPack } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const DAY = 86_400_000;

describe.each(BACKENDS)('the server basket on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  const clock = testClock();
  let alice: TestIdentity;
  let optioned: ShopPack;
  let plain: ShopPack;
  let other: ShopPack;

  const line = (pack: ShopPack, extra: Record<string, unknown> = {}) => ({
    pack_id: pack.pack_id,
    campaign_id: pack.campaign_id,
    options: firstValues(pack),
    ...extra,
  });
  const add = (json: unknown, as = alice) => call('POST', '/basket/add', { as, json });
  const empty = (as = alice) => call('DELETE', '/basket', { as });

  beforeAll(async () => {
    api = await startRestApi(backend, { clock: clock.read });
    alice = await newCustomer(call, 'alice');
    const withOptions = await ongoingPacks(api.db, true);
    const without = await ongoingPacks(api.db, false);
    optioned = withOptions.find((p) => (p.options[0]?.values.length ?? 0) >= 2)!;
    plain = without.find((p) => p.campaign_id !== optioned.campaign_id)!;
    other = withOptions.find((p) => p.campaign_id !== optioned.campaign_id && p.campaign_id !== plain.campaign_id)!;
    await setStockLeft(api.db, plain.pack_id, null);
    await setStockLeft(api.db, optioned.pack_id, null);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);
  beforeEach(async () => {
    clock.now = new Date();
    await empty();
  }, HOOK_TIMEOUT);

  it('is empty for a new user and for an identity without a user record', async () => {
    const stranger = await createIdentity('stranger');
    const basket = (await call('GET', '/basket', { as: stranger })).body;
    expect(basket).toMatchObject({
      items: [],
      delivery_price: null,
      delivery_country: null,
      items_amount: 0,
      expired: false,
    });
    expect(basket.updated_at).toBeNull();
    expect((await add(line(plain), stranger)).status).toBe(404);
    expect((await call('GET', '/basket')).status).toBe(401);
  });

  it('raises the quantity of the same pack with the same values, and appends a line otherwise', async () => {
    const [first, second] = optioned.options[0]!.values as [number, number];
    const withValue = (value: number) =>
      line(optioned, {
        options: [
          { pack_option_id: optioned.options[0]!.pack_option_id, pack_option_value_id: value },
          ...firstValues(optioned).slice(1),
        ].reverse(),
      });
    expect((await add(withValue(first))).status).toBe(200);
    const raised = await add({ ...withValue(first), quantity: 2 });
    expect(raised.body.items).toHaveLength(1);
    expect(raised.body.items[0]).toMatchObject({ pack_id: optioned.pack_id, quantity: 3, unit_price: optioned.price });
    const appended = await add(withValue(second));
    expect(appended.body.items.map((i: any) => i.quantity)).toEqual([3, 1]);
    const withPlain = await add(line(plain));
    expect(withPlain.body.items).toHaveLength(3);
    expect(withPlain.body.items_amount).toBe(optioned.price * 4 + plain.price);
    // Options come back sorted by option id, whatever order they were sent in.
    const ids = withPlain.body.items[0].options.map((o: any) => o.pack_option_id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(withPlain.body.updated_at).toBe(clock.now.toISOString());
    expect(withPlain.body.expires_at).toBe(new Date(clock.now.getTime() + 30 * DAY).toISOString());
  });

  it.each([
    ['an unknown pack', () => ({ ...line(plain), pack_id: 999999 }), 404, ['body.pack_id']],
    ['an unknown campaign', () => ({ ...line(plain), campaign_id: 999999 }), 404, ['body.campaign_id']],
    ['a pack of another campaign', () => ({ ...line(plain), campaign_id: other.campaign_id }), 422, ['body.pack_id']],
    ['a missing option', () => line(optioned, { options: [] }), 422, ['body.options']],
    [
      'a value of another option',
      () =>
        line(optioned, {
          options: [
            { pack_option_id: optioned.options[0]!.pack_option_id, pack_option_value_id: other.options[0]!.values[0] },
          ],
        }),
      422,
      ['body.options.0.pack_option_value_id'],
    ],
    [
      'an option of another pack',
      () =>
        line(plain, {
          options: [
            { pack_option_id: other.options[0]!.pack_option_id, pack_option_value_id: other.options[0]!.values[0] },
          ],
        }),
      422,
      ['body.options.0.pack_option_id'],
    ],
    ['more than 99 units', () => line(plain, { quantity: 100 }), 422, ['body.quantity']],
    ['a quantity of 0', () => line(plain, { quantity: 0 }), 422, ['body.quantity']],
    ['a quantity that is not a number', () => line(plain, { quantity: 'two' }), 400, ['body.quantity']],
  ])('refuses %s', async (_name, body, status, fields) => {
    const answer = await add(body());
    expect(answer.status).toBe(status);
    expect(fieldsOf(answer.body)).toEqual(fields);
  });

  it('refuses more than the stock left, counting the other lines of the pack, with OUT_OF_STOCK', async () => {
    const [first, second] = optioned.options[0]!.values as [number, number];
    const choice = (value: number) => [
      { pack_option_id: optioned.options[0]!.pack_option_id, pack_option_value_id: value },
      ...firstValues(optioned).slice(1),
    ];
    await setStockLeft(api.db, optioned.pack_id, 3);
    try {
      expect((await add(line(optioned, { options: choice(first), quantity: 2 }))).status).toBe(200);
      const over = await add(line(optioned, { options: choice(second), quantity: 2 }));
      expect(over.status).toBe(422);
      expect(over.body.code).toBe('OUT_OF_STOCK');
      expect(over.body.errors).toEqual([
        { field: 'body.quantity', message: expect.stringContaining('only 1 left'), pack_id: optioned.pack_id },
      ]);
      await setStockLeft(api.db, optioned.pack_id, 0);
      const soldOut = await add(line(optioned, { options: choice(second) }));
      expect(soldOut.body.errors[0].message).toMatch(/sold out/);
    } finally {
      await setStockLeft(api.db, optioned.pack_id, null);
    }
  });

  it('answers 409 CAMPAIGN_UNAVAILABLE for a campaign not started or ended, by the clock', async () => {
    clock.advance(400 * DAY);
    const ended = await add(line(plain));
    expect(ended.status).toBe(409);
    expect(ended.body.code).toBe('CAMPAIGN_UNAVAILABLE');
    clock.now = new Date(Date.now() - 400 * DAY);
    expect((await add(line(plain))).body.code).toBe('CAMPAIGN_UNAVAILABLE');
  });

  it('sets a line quantity, removes it at 0, and keeps the stock rule for raises only', async () => {
    await add(line(plain, { quantity: 4 }));
    await add(line(optioned));
    const modify = (json: unknown) => call('POST', '/basket', { as: alice, json });
    expect((await modify(line(plain, { quantity: 2 }))).body.items[0].quantity).toBe(2);
    await setStockLeft(api.db, plain.pack_id, 3);
    try {
      const over = await modify(line(plain, { quantity: 5 }));
      expect(over.status).toBe(422);
      expect(fieldsOf(over.body)).toEqual(['body.quantity']);
      await setStockLeft(api.db, plain.pack_id, 1);
      expect((await modify(line(plain, { quantity: 1 }))).status).toBe(200);
    } finally {
      await setStockLeft(api.db, plain.pack_id, null);
    }
    const removed = await modify(line(plain, { quantity: 0 }));
    expect(removed.body.items.map((i: any) => i.pack_id)).toEqual([optioned.pack_id]);
    const missing = await modify(line(plain, { quantity: 1 }));
    expect(missing.status).toBe(404);
    expect(fieldsOf(missing.body)).toEqual(['body.pack_id']);
  });

  it('empties one campaign or everything', async () => {
    await add(line(plain));
    await add(line(optioned));
    const one = await call('DELETE', `/basket?campaign_id=${plain.campaign_id}`, { as: alice });
    expect(one.body.items.map((i: any) => i.campaign_id)).toEqual([optioned.campaign_id]);
    const all = await empty();
    expect(all.body.items).toEqual([]);
    expect((await call('DELETE', '/basket?campaign_id=x', { as: alice })).status).toBe(400);
  });

  it('owns the delivery rates: the price must be its own, the country one it delivers to', async () => {
    const rates = await call('GET', '/basket/delivery/rates');
    expect(rates.status).toBe(200);
    expect(rates.body.zones[0]).toEqual({ countries: ['FR', 'MC'], price: 490 });
    const set = (delivery_country: string, delivery_price: number) =>
      call('POST', '/basket/delivery', { as: alice, json: { delivery_country, delivery_price } });
    await add(line(plain));
    await add(line(other, { options: firstValues(other) }));
    const fr = await set('FR', 490);
    expect(fr.body).toMatchObject({ delivery_country: 'FR', delivery_price: 490, delivery_amount: 980 });
    expect(fr.body.total_amount).toBe(fr.body.items_amount + 980);
    expect((await set('BE', 790)).body.delivery_price).toBe(790);
    expect((await set('JP', rates.body.rest_of_world)).status).toBe(200);
    for (const [country, price, field] of [
      ['FR', 500, 'body.delivery_price'],
      ['XX', 490, 'body.delivery_country'],
      ['AQ', 1990, 'body.delivery_country'],
      ['fr', 490, 'body.delivery_country'],
    ] as const) {
      const refused = await set(country, price);
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual([field]);
    }
  });

  it('keeps a delivery address in the delivery country', async () => {
    await call('POST', '/basket/delivery', { as: alice, json: { delivery_country: 'FR', delivery_price: 490 } });
    const address = {
      first_name: 'Alice',
      last_name: 'Martin',
      line1: '3 rue des Lilas',
      postal_code: '35000',
      city: 'Rennes',
      country: 'FR',
    };
    const saved = await call('POST', '/basket/delivery/address', { as: alice, json: address });
    expect(saved.body.delivery_address).toEqual({ ...address, line2: null, phone: null });
    const elsewhere = await call('POST', '/basket/delivery/address', {
      as: alice,
      json: { ...address, country: 'DE' },
    });
    expect(elsewhere.status).toBe(422);
    expect(fieldsOf(elsewhere.body)).toEqual(['body.country']);
    expect((await call('POST', '/basket/delivery/address', { as: alice, json: { ...address, city: '' } })).status).toBe(
      422,
    );
    // Choosing another country drops the address that no longer fits.
    const moved = await call('POST', '/basket/delivery', {
      as: alice,
      json: { delivery_country: 'DE', delivery_price: 990 },
    });
    expect(moved.body.delivery_address).toBeNull();
  });

  describe('check', () => {
    const check = (campaignId: number) => call('POST', `/basket/check?campaign_id=${campaignId}`, { as: alice });

    it("prices the lines of one campaign at today's prices with the delivery rate", async () => {
      await add(line(plain, { quantity: 2 }));
      await add(line(optioned));
      await call('POST', '/basket/delivery', { as: alice, json: { delivery_country: 'BE', delivery_price: 790 } });
      const checked = await check(plain.campaign_id);
      expect(checked.status).toBe(200);
      expect(checked.body).toEqual({
        campaign_id: plain.campaign_id,
        items: [{ pack_id: plain.pack_id, quantity: 2, unit_price: plain.price, options: [] }],
        items_amount: plain.price * 2,
        delivery_amount: 790,
        total_amount: plain.price * 2 + 790,
        currency: 'EUR',
        delivery_country: 'BE',
      });
    });

    it.each([
      ['an unknown campaign', async () => check(999999), 404, undefined, ['query.campaign_id']],
      ['a campaign without lines', async () => check(other.campaign_id), 422, undefined, ['query.campaign_id']],
      [
        'an ended campaign',
        async () => {
          clock.advance(400 * DAY);
          await api.db.query('UPDATE baskets SET updated_at = $1', [clock.now]);
          return check(plain.campaign_id);
        },
        409,
        'CAMPAIGN_UNAVAILABLE',
        [],
      ],
      [
        'a basket unchanged for 30 days',
        async () => {
          clock.advance(30 * DAY);
          return check(plain.campaign_id);
        },
        410,
        'BASKET_EXPIRED',
        [],
      ],
    ])('refuses %s', async (_name, run, status, code, fields) => {
      await add(line(plain));
      const answer = await run();
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(fieldsOf(answer.body)).toEqual(fields);
    });

    it('names every line that no longer fits, by its index in the basket', async () => {
      await add(line(optioned));
      await add(line(plain, { quantity: 3 }));
      await setStockLeft(api.db, plain.pack_id, 2);
      try {
        const short = await check(plain.campaign_id);
        expect(short.status).toBe(422);
        expect(short.body.code).toBe('OUT_OF_STOCK');
        expect(short.body.errors).toEqual([
          { field: 'basket.items.1.quantity', message: expect.stringContaining('only 2 left'), pack_id: plain.pack_id },
        ]);
      } finally {
        await setStockLeft(api.db, plain.pack_id, null);
      }
    });

    it('keeps the lines of an expired basket visible, and a change revives it', async () => {
      await add(line(plain));
      clock.advance(30 * DAY + 1);
      const basket = (await call('GET', '/basket', { as: alice })).body;
      expect(basket.expired).toBe(true);
      expect(basket.items).toHaveLength(1);
      expect((await check(plain.campaign_id)).status).toBe(410);
      clock.now = new Date();
      await api.db.query('UPDATE baskets SET updated_at = $1', [new Date(clock.now.getTime() - 31 * DAY)]);
      const revived = await add(line(plain));
      expect(revived.body.expired).toBe(false);
      expect((await check(plain.campaign_id)).status).toBe(200);
    });
  });

  describe('login merge', () => {
    const merge = (merge_id: string, items: unknown[], as = alice, into_filled?: boolean) =>
      call('POST', '/basket/merge', { as, json: { merge_id, items, into_filled } });

    it('adds the local lines once per merge id and reports what did not fit', async () => {
      await setStockLeft(api.db, other.pack_id, 2);
      try {
        const id = randomUUID();
        const items = [
          line(plain, { quantity: 2 }),
          line(other, { quantity: 5 }),
          line(optioned, { options: [] }),
          { pack_id: plain.pack_id, campaign_id: other.campaign_id },
        ];
        const first = await merge(id, items);
        expect(first.status).toBe(200);
        expect(first.body.replayed).toBe(false);
        expect(first.body.outcomes.map((o: any) => [o.result, o.quantity, o.reason])).toEqual([
          ['ADDED', 2, null],
          ['CAPPED', 2, 'STOCK'],
          ['DROPPED', 0, 'OPTION_UNAVAILABLE'],
          ['DROPPED', 0, 'PACK_UNAVAILABLE'],
        ]);
        expect(first.body.basket.items.map((i: any) => [i.pack_id, i.quantity])).toEqual([
          [plain.pack_id, 2],
          [other.pack_id, 2],
        ]);
        // The same id again, the basket now full of its lines (a tab reloaded before the answer came):
        // a replay, not a basket that wins.
        const again = await merge(id, items);
        expect(again.body.replayed).toBe(true);
        expect(again.body.kept).toBe(false);
        expect(again.body.outcomes).toEqual(first.body.outcomes);
        expect(again.body.basket.items).toEqual(first.body.basket.items);
      } finally {
        await setStockLeft(api.db, other.pack_id, null);
      }
    });

    it('keeps a server basket that has lines: a new merge adds nothing and is not recorded', async () => {
      await add(line(optioned));
      const id = randomUUID();
      const kept = await merge(id, [line(plain, { quantity: 2 })]);
      expect(kept.status).toBe(200);
      expect(kept.body).toMatchObject({ merge_id: id, replayed: false, kept: true, outcomes: [] });
      expect(kept.body.basket.items.map((i: any) => [i.pack_id, i.quantity])).toEqual([[optioned.pack_id, 1]]);
      // Once the account's basket is empty (ordered, emptied), the same local basket merges.
      await empty();
      const later = await merge(id, [line(plain, { quantity: 2 })]);
      expect(later.body).toMatchObject({ replayed: false, kept: false });
      expect(later.body.basket.items.map((i: any) => [i.pack_id, i.quantity])).toEqual([[plain.pack_id, 2]]);
    });

    it('adds a kept basket to the filled one when the shopper asks, once', async () => {
      await add(line(optioned));
      const id = randomUUID();
      const items = [line(plain, { quantity: 2 }), line(optioned)];
      expect((await merge(id, items)).body.kept).toBe(true);
      const asked = await merge(id, items, alice, true);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ replayed: false, kept: false });
      expect(asked.body.outcomes.map((o: any) => [o.result, o.quantity])).toEqual([
        ['ADDED', 2],
        ['ADDED', 1],
      ]);
      // The account's line and the local one of the same pack and options add up.
      expect(asked.body.basket.items.map((i: any) => [i.pack_id, i.quantity])).toEqual([
        [optioned.pack_id, 2],
        [plain.pack_id, 2],
      ]);
      // A second click, a retry after a lost answer: the same merge, answered again.
      const again = await merge(id, items, alice, true);
      expect(again.body).toMatchObject({ replayed: true, kept: false, outcomes: asked.body.outcomes });
      expect(again.body.basket.items).toEqual(asked.body.basket.items);
    });

    it('refuses an `into_filled` that is not a boolean, with the field', async () => {
      const answer = await call('POST', '/basket/merge', {
        as: alice,
        json: { merge_id: randomUUID(), items: [], into_filled: 'yes' },
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('into_filled');
    });

    it('merges once when two tabs send the same merge at the same time', async () => {
      const id = randomUUID();
      const items = [line(plain, { quantity: 3 }), line(optioned)];
      const answers = await Promise.all([merge(id, items), merge(id, items), merge(id, items)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1);
      expect(answers.filter((a) => a.body.kept)).toHaveLength(0);
      const basket = (await call('GET', '/basket', { as: alice })).body;
      expect(basket.items.map((i: any) => i.quantity)).toEqual([3, 1]);
    });

    it('drops the lines of campaigns that are no longer open', async () => {
      clock.advance(400 * DAY);
      const answer = await merge(randomUUID(), [line(plain)]);
      expect(answer.body.outcomes[0]).toMatchObject({ result: 'DROPPED', reason: 'CAMPAIGN_UNAVAILABLE', quantity: 0 });
    });
  });

  it('goes with the account when the user is deleted', async () => {
    const bob = await newCustomer(call, 'bob');
    await call('POST', '/basket/merge', { as: bob, json: { merge_id: randomUUID(), items: [] } });
    await add(line(plain), bob);
    const [{ count: before }] = (await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM basket_items',
    )) as [{ count: number }];
    expect((await call('DELETE', '/users', { as: bob })).status).toBe(204);
    const [{ count: after }] = (await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM basket_items',
    )) as [{ count: number }];
    expect(after).toBe(before - 1);
  });
});
