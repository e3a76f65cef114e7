import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { fieldsOf, restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  firstValues,
  newCustomer,
  ongoingPacks,
  setStockLeft,
  stockLeftOf,
  testClock,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(BACKENDS)('orders on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  const clock = testClock();
  let alice: TestIdentity;
  let bob: TestIdentity;
  let pack: ShopPack;
  let second: ShopPack;

  const statusesOf = (order: any) => order.history.map((h: any) => h.status);
  const campaignTotals = async (campaignId: number) =>
    (
      await api.db.query<{ amount_raised_cents: number; backer_count: number }>(
        'SELECT amount_raised_cents, backer_count FROM campaigns WHERE campaign_id = $1',
        [campaignId],
      )
    )[0]!;

  beforeAll(async () => {
    api = await startRestApi(backend, { clock: clock.read });
    [alice, bob] = await Promise.all([newCustomer(call, 'alice', 'Alice'), newCustomer(call, 'bob', 'Bob')]);
    await call('POST', '/users/identity', { as: alice, json: { first_name: 'Alice', last_name: 'Martin' } });
    const packs = await ongoingPacks(api.db, true);
    pack = packs[0]!;
    second = packs.find((p) => p.campaign_id !== pack.campaign_id)!;
    await setStockLeft(api.db, pack.pack_id, 50);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);
  beforeEach(async () => {
    clock.now = new Date();
    await call('DELETE', '/basket', { as: alice });
  }, HOOK_TIMEOUT);

  it('creates a WAITING order from the lines of one campaign, reserving their stock', async () => {
    await basketReady(call, alice, pack, 2);
    await call('POST', '/basket/add', {
      as: alice,
      json: { pack_id: second.pack_id, campaign_id: second.campaign_id, options: firstValues(second) },
    });
    const before = await stockLeftOf(api.db, pack.pack_id);
    const created = await createOrder(call, alice, pack.campaign_id);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      campaign_id: pack.campaign_id,
      campaign_url: pack.campaign_url,
      status: 'WAITING',
      items: [{ pack_id: pack.pack_id, quantity: 2, unit_price: pack.price, options: firstValues(pack) }],
      items_amount: pack.price * 2,
      delivery_amount: 490,
      total_amount: pack.price * 2 + 490,
      delivery_country: 'FR',
      payment_method: 'CARD',
      payment_url: null,
      reserved_until: new Date(clock.now.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(created.body.history).toEqual([{ status: 'WAITING', at: clock.now.toISOString(), reason: null }]);
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before! - 2);
    const basket = (await call('GET', '/basket', { as: alice })).body;
    expect(basket.items.map((i: any) => i.campaign_id)).toEqual([second.campaign_id]);
  });

  it('is idempotent: the same key answers the same order, even sent twice at once', async () => {
    await basketReady(call, alice, pack);
    const key = randomUUID();
    const body = { campaign_id: pack.campaign_id, idempotency_key: key, payment_method: 'CARD' };
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/order/create', { as: alice, json: body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
    const retry = await call('POST', '/order/create', { as: alice, json: body });
    expect(retry.status).toBe(200);
    expect(retry.body.order_id).toBe(answers[0]!.body.order_id);
    const elsewhere = await call('POST', '/order/create', {
      as: alice,
      json: { ...body, campaign_id: second.campaign_id },
    });
    expect(elsewhere.status).toBe(422);
    expect(fieldsOf(elsewhere.body)).toEqual(['body.idempotency_key']);
  });

  it('makes one order of a double submit with two keys: the second finds no line', async () => {
    await basketReady(call, alice, pack);
    const [one, two] = await Promise.all([
      createOrder(call, alice, pack.campaign_id),
      createOrder(call, alice, pack.campaign_id),
    ]);
    expect([one!.status, two!.status].sort()).toEqual([201, 422]);
    expect(fieldsOf([one, two].find((a) => a!.status === 422)!.body)).toEqual(['body.campaign_id']);
  });

  it.each([
    [
      'no delivery country',
      async () => void (await api.db.query('UPDATE baskets SET delivery_country = NULL, delivery_price_cents = NULL')),
      422,
      undefined,
      ['basket.delivery_country'],
    ],
    ['an expired basket', async () => void clock.advance(31 * DAY), 410, 'BASKET_EXPIRED', []],
    [
      'an ended campaign',
      async () => {
        await api.db.query('UPDATE baskets SET updated_at = $1', [new Date(Date.now() + 400 * DAY)]);
        clock.advance(400 * DAY);
      },
      409,
      'CAMPAIGN_UNAVAILABLE',
      [],
    ],
  ])('refuses %s and writes nothing', async (_name, arrange, status, code, fields) => {
    await call('POST', '/basket/add', {
      as: alice,
      json: { pack_id: pack.pack_id, campaign_id: pack.campaign_id, options: firstValues(pack) },
    });
    await arrange();
    const before = (await call('GET', '/orders', { as: alice })).body.length;
    const answer = await createOrder(call, alice, pack.campaign_id);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(fieldsOf(answer.body)).toEqual(fields);
    expect((await call('GET', '/orders', { as: alice })).body).toHaveLength(before);
  });

  it('refuses an order the stock no longer covers, naming the pack, and keeps the basket', async () => {
    await basketReady(call, alice, pack, 3);
    await setStockLeft(api.db, pack.pack_id, 2);
    try {
      const answer = await createOrder(call, alice, pack.campaign_id);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('OUT_OF_STOCK');
      expect(answer.body.errors).toEqual([
        { field: 'basket.items.0.quantity', message: expect.stringContaining('only 2 left'), pack_id: pack.pack_id },
      ]);
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(2);
      expect((await call('GET', '/basket', { as: alice })).body.items[0].quantity).toBe(3);
    } finally {
      await setStockLeft(api.db, pack.pack_id, 50);
    }
  });

  describe('payment by card, through the provider webhook', () => {
    const pay = (orderId: number, card: unknown, as = alice) =>
      call('POST', '/order/pay', { as, json: { order_id: orderId, card } });

    it('confirms with 4242…: the order joins the participations with its comment', async () => {
      await basketReady(call, alice, pack, 2);
      const order = (await createOrder(call, alice, pack.campaign_id)).body;
      await call('POST', '/order/comment', { as: alice, json: { order_id: order.order_id, comment: 'Vivement !' } });
      const totals = await campaignTotals(pack.campaign_id);
      const paid = await pay(order.order_id, CARDS.ok);
      expect(paid.status).toBe(200);
      expect(paid.body.status).toBe('CONFIRMED');
      expect(paid.body.reserved_until).toBeNull();
      expect(statusesOf(paid.body)).toEqual(['WAITING', 'CONFIRMED']);
      expect(await campaignTotals(pack.campaign_id)).toEqual({
        amount_raised_cents: totals.amount_raised_cents + pack.price * 2,
        backer_count: totals.backer_count + 1,
      });
      const list = await call('POST', '/campaign/participation?size=1', { json: { campaign_id: pack.campaign_id } });
      expect(list.body.items[0]).toMatchObject({
        display_name: 'Alice M.',
        anonymous: false,
        comment: 'Vivement !',
        amount: pack.price * 2,
      });
      const hidden = await call('POST', '/order/anonymous', {
        as: alice,
        json: { order_id: order.order_id, anonymous: true },
      });
      expect(hidden.body.anonymous).toBe(true);
      const anonymous = await call('POST', '/campaign/participation?size=1', {
        json: { campaign_id: pack.campaign_id },
      });
      expect(anonymous.body.items[0]).toMatchObject({ display_name: null, anonymous: true, comment: 'Vivement !' });
      expect(JSON.stringify(anonymous.body)).not.toContain('Alice');
      expect((await pay(order.order_id, CARDS.ok)).status).toBe(422);
    });

    it.each([
      ['declines 4000…0002', CARDS.declined, 'card_declined'],
      ['fails with 4000…0119', CARDS.failing, 'processing_error'],
    ])('%s, keeps the order WAITING with its stock, and takes another card', async (_name, card, reason) => {
      await basketReady(call, alice, pack, 2);
      const before = await stockLeftOf(api.db, pack.pack_id);
      const order = (await createOrder(call, alice, pack.campaign_id)).body;
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before! - 2);
      const refused = await pay(order.order_id, card);
      expect(refused.status).toBe(200);
      expect(refused.body.status).toBe('WAITING');
      expect(refused.body.history.at(-1)).toMatchObject({ status: 'WAITING', reason });
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before! - 2);
      const paid = await pay(order.order_id, CARDS.ok);
      expect(paid.body.status).toBe('CONFIRMED');
      expect(paid.body.history.map((h: { status: string; reason: string | null }) => [h.status, h.reason])).toEqual([
        ['WAITING', null],
        ['WAITING', reason],
        ['CONFIRMED', null],
      ]);
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before! - 2);
    });

    it('refuses a card before charging it: a bad number, an expired card, a wallet order', async () => {
      await basketReady(call, alice, pack);
      const order = (await createOrder(call, alice, pack.campaign_id)).body;
      const badNumber = await pay(order.order_id, { ...CARDS.ok, number: '4242 4242 4242 4241' });
      expect(badNumber.status).toBe(422);
      expect(fieldsOf(badNumber.body)).toEqual(['body.card.number']);
      const year = clock.now.getUTCFullYear();
      const expired = await pay(order.order_id, { ...CARDS.ok, exp_year: year - 1 });
      expect(fieldsOf(expired.body)).toEqual(['body.card.exp_year']);
      expect((await pay(order.order_id, { ...CARDS.ok, exp_month: 13 })).status).toBe(422);
      expect((await pay(order.order_id, { ...CARDS.ok, number: 'x' })).status).toBe(422);
      expect((await pay(order.order_id, { number: CARDS.ok.number })).status).toBe(400);
      expect((await call('GET', `/order/${order.order_id}`, { as: alice })).body.status).toBe('WAITING');
      // Any other valid number is no test card: declined.
      const other = await pay(order.order_id, { ...CARDS.ok, number: '5555 5555 5555 4444' });
      expect(other.body.history.at(-1)).toMatchObject({ status: 'WAITING', reason: 'card_declined' });
    });
  });

  describe('cancellation', () => {
    const cancel = (orderId: number, as = alice) => call('POST', `/order/cancel?order_id=${orderId}`, { as });

    it('cancels a WAITING order and gives the stock back', async () => {
      await basketReady(call, alice, pack, 2);
      const before = await stockLeftOf(api.db, pack.pack_id);
      const order = (await createOrder(call, alice, pack.campaign_id)).body;
      const canceled = await cancel(order.order_id);
      expect(canceled.status).toBe(200);
      expect(canceled.body.status).toBe('CANCELED_BY_USER');
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
      // A retry whose first answer was lost: the canceled order again, the stock returned once.
      const again = await cancel(order.order_id);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(canceled.body);
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
    });

    it('refunds a CONFIRMED order through the provider and takes it off the participations', async () => {
      await basketReady(call, alice, pack);
      const order = (await createOrder(call, alice, pack.campaign_id)).body;
      const totals = await campaignTotals(pack.campaign_id);
      await call('POST', '/order/pay', { as: alice, json: { order_id: order.order_id, card: CARDS.ok } });
      const canceled = await cancel(order.order_id);
      expect(canceled.body.status).toBe('CANCELED_BY_USER');
      expect(await campaignTotals(pack.campaign_id)).toEqual(totals);
      // The refund is a job of its own, written with the cancellation: it follows a moment later.
      const payments = () =>
        api.db.query<{ status: string; refund_ref: string | null }>(
          'SELECT status, refund_ref FROM payments WHERE order_id = $1',
          [order.order_id],
        );
      await eventually(async () =>
        expect(await payments()).toEqual([{ status: 'REFUNDED', refund_ref: expect.stringMatching(/^re_/) }]),
      );
      const refunded = (await call('GET', `/order/${order.order_id}`, { as: alice })).body;
      expect(statusesOf(refunded)).toEqual(['WAITING', 'CONFIRMED', 'CANCELED_BY_USER', 'CANCELED_BY_USER']);
      expect(refunded.history.at(-1).reason).toBe('REFUNDED');
    });

    it('refuses once the campaign has ended', async () => {
      await basketReady(call, alice, pack);
      const order = (await createOrder(call, alice, pack.campaign_id)).body;
      await call('POST', '/order/pay', { as: alice, json: { order_id: order.order_id, card: CARDS.ok } });
      clock.advance(400 * DAY);
      const late = await cancel(order.order_id);
      expect(late.status).toBe(422);
      expect(late.body.errors[0].message).toMatch(/ended/);
    });
  });

  it('releases a reservation not paid within 30 minutes', async () => {
    await basketReady(call, alice, pack, 3);
    const before = await stockLeftOf(api.db, pack.pack_id);
    const order = (await createOrder(call, alice, pack.campaign_id)).body;
    clock.advance(29 * MINUTE);
    expect((await call('GET', `/order/${order.order_id}`, { as: alice })).body.status).toBe('WAITING');
    clock.advance(2 * MINUTE);
    const released = await call('GET', `/order/${order.order_id}`, { as: alice });
    expect(released.body.status).toBe('CANCELED');
    expect(released.body.history.at(-1)).toMatchObject({ status: 'CANCELED', reason: 'EXPIRED_RESERVATION' });
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
    const late = await call('POST', '/order/pay', { as: alice, json: { order_id: order.order_id, card: CARDS.ok } });
    expect(late.status).toBe(422);
  });

  it('changes the address and the options of an editable order', async () => {
    await basketReady(call, alice, pack);
    const order = (await createOrder(call, alice, pack.campaign_id)).body;
    const address = {
      first_name: 'Alice',
      last_name: 'Martin',
      line1: '3 rue des Lilas',
      postal_code: '35000',
      city: 'Rennes',
      country: 'FR',
    };
    const moved = await call('POST', '/order/address', { as: alice, json: { order_id: order.order_id, address } });
    expect(moved.body.delivery_address).toEqual({ ...address, line2: null, phone: null });
    const abroad = await call('POST', '/order/address', {
      as: alice,
      json: { order_id: order.order_id, address: { ...address, country: 'DE' } },
    });
    expect(fieldsOf(abroad.body)).toEqual(['body.address.country']);
    const option = pack.options[0]!;
    const value = option.values.at(-1)!;
    const changed = await call('POST', '/order/option', {
      as: alice,
      json: {
        order_id: order.order_id,
        pack_id: pack.pack_id,
        options: [
          { pack_option_id: option.pack_option_id, pack_option_value_id: value },
          ...firstValues(pack).slice(1),
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items[0].options[0]).toEqual({
      pack_option_id: option.pack_option_id,
      pack_option_value_id: value,
    });
    const incomplete = await call('POST', '/order/option', {
      as: alice,
      json: { order_id: order.order_id, pack_id: pack.pack_id, options: [] },
    });
    expect(fieldsOf(incomplete.body)).toEqual(['body.options']);
    const notInOrder = await call('POST', '/order/option', {
      as: alice,
      json: { order_id: order.order_id, pack_id: second.pack_id, options: [] },
    });
    expect(fieldsOf(notInOrder.body)).toEqual(['body.pack_id']);
    await call('POST', `/order/cancel?order_id=${order.order_id}`, { as: alice });
    const closed = await call('POST', '/order/address', { as: alice, json: { order_id: order.order_id, address } });
    expect(closed.status).toBe(422);
  });

  it("never lets a user read, pay, cancel or change another user's order", async () => {
    await basketReady(call, alice, pack);
    const order = (await createOrder(call, alice, pack.campaign_id)).body;
    const id = order.order_id;
    const tries = [
      call('GET', `/order/${id}`, { as: bob }),
      call('POST', '/order/pay', { as: bob, json: { order_id: id, card: CARDS.ok } }),
      call('POST', `/order/cancel?order_id=${id}`, { as: bob }),
      call('POST', '/order/comment', { as: bob, json: { order_id: id, comment: 'mine' } }),
      call('POST', '/order/anonymous', { as: bob, json: { order_id: id, anonymous: true } }),
      call('POST', '/order/option', {
        as: bob,
        json: { order_id: id, pack_id: pack.pack_id, options: firstValues(pack) },
      }),
    ];
    for (const answer of await Promise.all(tries)) expect(answer.status).toBe(404);
    expect((await call('GET', '/basket', { as: bob })).body.items).toEqual([]);
    const untouched = (await call('GET', `/order/${id}`, { as: alice })).body;
    expect(untouched).toMatchObject({ status: 'WAITING', comment: null, anonymous: false });
  });

  it('gives the wallet settings of a campaign', async () => {
    const wallet = await call('GET', `/campaign/paypal?campaign_url=${pack.campaign_url}`);
    expect(wallet.body).toEqual({
      campaign_id: pack.campaign_id,
      provider: 'test-wallet',
      client_id: 'test-wallet-client',
      currency: 'EUR',
      enabled: true,
    });
    clock.advance(400 * DAY);
    expect((await call('GET', `/campaign/paypal?campaign_url=${pack.campaign_url}`)).body.enabled).toBe(false);
    expect((await call('GET', '/campaign/paypal?campaign_url=no-such-campaign')).status).toBe(404);
  });
});
