import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { fieldsOf, restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  newCustomer,
  ongoingPacks,
  providerCharges,
  stockLeftOf,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

// Retries of the mutations that move money or stock (issue 12, point 3): a retry whose first
// call committed answers like the first call and does nothing twice.
describe.each(BACKENDS)('idempotent order mutations on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  let alice: TestIdentity;
  let bob: TestIdentity;
  let pack: ShopPack;

  const newOrder = async (as = alice) => {
    await basketReady(call, as, pack);
    const created = await createOrder(call, as, pack.campaign_id);
    expect(created.status).toBe(201);
    return created.body.order_id as number;
  };
  const pay = (orderId: number, key: string, card = CARDS.ok, as = alice) =>
    call('POST', '/order/pay', { as, json: { order_id: orderId, card, idempotency_key: key } });
  const cancel = (orderId: number, key?: string) =>
    call('POST', `/order/cancel?order_id=${orderId}${key ? `&idempotency_key=${key}` : ''}`, { as: alice });
  const providerSide = (orderId: number) => providerCharges(api.db, orderId);
  const transitions = (order: { history: { status: string; reason: string | null }[] }) =>
    order.history.map(({ status, reason }) => [status, reason]);
  const CANCELED_ONCE = [
    ['WAITING', null],
    ['CONFIRMED', null],
    ['CANCELED_BY_USER', null],
  ];

  beforeAll(async () => {
    api = await startRestApi(backend);
    alice = await newCustomer(call, 'alice', 'Alice');
    bob = await newCustomer(call, 'bob', 'Bob');
    pack = (await ongoingPacks(api.db, true))[0]!;
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  describe('payment', () => {
    it('answers a retry of a committed payment with the same order and charges once', async () => {
      const orderId = await newOrder();
      const key = randomUUID();
      const first = await pay(orderId, key);
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('CONFIRMED');
      // The answer was lost: the client sends the very same request again.
      const retry = await pay(orderId, key, { ...CARDS.ok, number: CARDS.ok.number.replace(/ /g, '') });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await providerSide(orderId)).toEqual([{ status: 'SUCCEEDED' }]);
    });

    it('charges once when two requests with one key arrive at once', async () => {
      const orderId = await newOrder();
      const key = randomUUID();
      const answers = await Promise.all([pay(orderId, key), pay(orderId, key), pay(orderId, key)]);
      expect(answers.map((a) => [a.status, a.body.order_id])).toEqual(Array(3).fill([200, orderId]));
      expect(await providerSide(orderId)).toEqual([{ status: 'SUCCEEDED' }]);
    });

    it('refuses the key of an attempt for another order or another card, and charges nothing more', async () => {
      const orderId = await newOrder();
      const other = await newOrder();
      const key = randomUUID();
      expect((await pay(orderId, key, CARDS.declined)).body.status).toBe('WAITING');
      for (const reused of [await pay(orderId, key, CARDS.ok), await pay(other, key, CARDS.declined)]) {
        expect(reused.status).toBe(422);
        expect(fieldsOf(reused.body)).toEqual(['body.idempotency_key']);
      }
      expect(await providerSide(orderId)).toEqual([{ status: 'DECLINED' }]);
      expect(await providerSide(other)).toEqual([]);
      for (const malformed of [await pay(other, 'not-a-uuid'), await cancel(other, 'not-a-uuid')]) {
        expect(malformed.status).toBe(422);
        expect(fieldsOf(malformed.body)).toEqual([expect.stringMatching(/^(body|query)\.idempotency_key$/)]);
      }
      // The refused reuse left the other order payable with a key of its own.
      expect((await pay(other, randomUUID())).body.status).toBe('CONFIRMED');
    });

    it('keeps keys per user: the same key from another user is that user’s own attempt', async () => {
      const key = randomUUID();
      const mine = await newOrder();
      const bobs = await newOrder(bob);
      expect((await pay(mine, key)).status).toBe(200);
      const hers = await pay(bobs, key, CARDS.ok, bob);
      expect(hers.status).toBe(200);
      expect(hers.body.status).toBe('CONFIRMED');
    });

    it('leaves the key unused when the first request was refused before it changed anything', async () => {
      const orderId = await newOrder();
      const key = randomUUID();
      const expired = await pay(orderId, key, { ...CARDS.ok, exp_year: 2001 });
      expect(expired.status).toBe(422);
      expect((await pay(orderId, key)).body.status).toBe('CONFIRMED');
    });
  });

  describe('cancellation', () => {
    it('answers a retry of a committed cancel with the canceled order, with or without a key', async () => {
      const before = await stockLeftOf(api.db, pack.pack_id);
      const orderId = await newOrder();
      expect((await pay(orderId, randomUUID())).body.status).toBe('CONFIRMED');
      const key = randomUUID();
      const first = await cancel(orderId, key);
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('CANCELED_BY_USER');
      // The refund is a job that follows the answer; once done, a retry answers the order as it is now.
      await eventually(async () => expect(await providerSide(orderId)).toEqual([{ status: 'REFUNDED' }]));
      // The order's history says REFUNDED a moment after the provider does.
      await eventually(async () =>
        expect((await call('GET', `/order/${orderId}`, { as: alice })).body.history.at(-1)?.reason).toBe('REFUNDED'),
      );
      const now = await call('GET', `/order/${orderId}`, { as: alice });
      for (const retry of [await cancel(orderId, key), await cancel(orderId)]) {
        expect(retry.status).toBe(200);
        expect(retry.body).toEqual(now.body);
      }
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
      expect(await providerSide(orderId)).toEqual([{ status: 'REFUNDED' }]);
    });

    it('returns the stock and refunds once when two cancels arrive at once', async () => {
      const before = await stockLeftOf(api.db, pack.pack_id);
      const orderId = await newOrder();
      expect((await pay(orderId, randomUUID())).body.status).toBe('CONFIRMED');
      const key = randomUUID();
      const answers = await Promise.all([cancel(orderId, key), cancel(orderId, key), cancel(orderId)]);
      expect(answers.map((a) => [a.status, a.body.status])).toEqual(Array(3).fill([200, 'CANCELED_BY_USER']));
      expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
      // An answer read after another request's refund job ran also shows the refund's entry.
      for (const answer of answers) {
        expect(transitions(answer.body).filter(([, reason]) => reason !== 'REFUNDED')).toEqual(CANCELED_ONCE);
      }
      await eventually(async () => expect(await providerSide(orderId)).toEqual([{ status: 'REFUNDED' }]));
      await eventually(async () =>
        expect(transitions((await call('GET', `/order/${orderId}`, { as: alice })).body)).toEqual([
          ...CANCELED_ONCE,
          ['CANCELED_BY_USER', 'REFUNDED'],
        ]),
      );
    });

    it('still refuses an order canceled for another reason, and a key reused elsewhere', async () => {
      const declined = await newOrder();
      const payKey = randomUUID();
      // A declined card leaves the order WAITING; its reservation then runs out unpaid.
      expect((await pay(declined, payKey, CARDS.declined)).body.status).toBe('WAITING');
      await api.db.query('UPDATE orders SET reserved_until = $2 WHERE order_id = $1', [
        declined,
        new Date(Date.now() - 60_000),
      ]);
      expect((await pay(declined, randomUUID())).status).toBe(422);
      const refused = await cancel(declined, randomUUID());
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual(['query.order_id']);
      expect(refused.body.errors[0].message).toMatch(/CANCELED/);

      const waiting = await newOrder();
      const key = randomUUID();
      expect((await cancel(waiting, key)).status).toBe(200);
      for (const reused of [await cancel(declined, key), await cancel(declined, payKey)]) {
        expect(reused.status).toBe(422);
        expect(fieldsOf(reused.body)).toEqual(['query.idempotency_key']);
      }
    });
  });
});
