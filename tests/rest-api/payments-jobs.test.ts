import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { restCaller } from '../support/rest.js';
import { startRestApi, TEST_PAYMENT, type RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  newCustomer,
  ongoingPacks,
  stockLeftOf,
  testClock,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const MINUTE = 60_000;
const RECONCILE_AFTER_S = 3600;

/**
 * The payment path when the webhook is late or lost: the test provider's out-of-band deliveries
 * (made to fail here on purpose), reconciliation, the reservation expiry and refunds, all through
 * the real rest-api and its job worker.
 */
describe.each(BACKENDS)('payments under faults on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  const clock = testClock();
  let alice: TestIdentity;
  let pack: ShopPack;
  /** Deliveries the provider attempted; while `down`, our endpoint is unreachable to it (503). */
  const webhook = { attempts: 0, failNext: 0, down: false };

  beforeAll(async () => {
    api = await startRestApi(backend, {
      clock: clock.read,
      // The answer of /order/pay waits briefly for the outcome: these tests watch it arrive later.
      payment: { ...TEST_PAYMENT, settleWaitMs: 200 },
      jobs: { reconcileAfterSeconds: RECONCILE_AFTER_S },
      webhookDelivery: (inApp) => async (body, signature) => {
        webhook.attempts += 1;
        if (webhook.down || webhook.failNext > 0) {
          webhook.failNext = Math.max(0, webhook.failNext - 1);
          return 503;
        }
        return inApp(body, signature);
      },
    });
    alice = await newCustomer(call, 'alice', 'Alice');
    pack = (await ongoingPacks(api.db, true))[0]!;
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);
  beforeEach(() => {
    Object.assign(webhook, { attempts: 0, failNext: 0, down: false });
  }, HOOK_TIMEOUT);

  const orderOf = async (orderId: number) => (await call('GET', `/order/${orderId}`, { as: alice })).body;
  const statusOf = async (orderId: number) => (await orderOf(orderId)).status;
  /** Each retry waits its backoff on the rest-api's clock: a second passes at each look. */
  const statusAfterBackoff = (orderId: number) => {
    clock.advance(1000);
    return statusOf(orderId);
  };
  const paymentOf = async (orderId: number) =>
    (
      await api.db.query<{ payment_id: string; status: string; provider_status: string | null }>(
        `SELECT p.payment_id, p.status, t.status AS provider_status
         FROM payments p LEFT JOIN test_provider_payments t USING (payment_id) WHERE p.order_id = $1`,
        [orderId],
      )
    )[0]!;
  const countOf = async (sql: string, params: unknown[]) =>
    (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;
  const cardOrder = async () => {
    await basketReady(call, alice, pack);
    const created = await createOrder(call, alice, pack.campaign_id);
    expect(created.status).toBe(201);
    return created.body.order_id as number;
  };
  const pay = (orderId: number) =>
    call('POST', '/order/pay', { as: alice, json: { order_id: orderId, card: CARDS.ok } });

  it('delivers the webhook out of band, retried with backoff until acknowledged, and applies it once', async () => {
    const orderId = await cardOrder();
    webhook.failNext = 2;
    expect((await pay(orderId)).status).toBe(200);
    await eventually(async () => expect(await statusAfterBackoff(orderId)).toBe('CONFIRMED'));
    expect(webhook.attempts).toBe(3);
    const { payment_id: paymentId } = await paymentOf(orderId);
    const [job] = await api.db.query<{ attempts: number; done_at: Date | null }>(
      `SELECT attempts, done_at FROM jobs WHERE kind = 'test-provider.webhook' AND payload->'data'->>'payment_id' = $1`,
      [paymentId],
    );
    expect(job).toMatchObject({ attempts: 3, done_at: expect.any(Date) });
    expect(await countOf('payment_events WHERE payment_id = $1', [paymentId])).toBe(1);
    expect(await countOf('participations WHERE order_id = $1', [orderId])).toBe(1);
  });

  it('keeps an order whose card payment is pending past its reservation, until the payment settles', async () => {
    const orderId = await cardOrder();
    webhook.down = true;
    expect((await pay(orderId)).body.status).toBe('WAITING');
    clock.advance(31 * MINUTE);
    // Reading the order runs the release of expired reservations: this one is not released.
    expect(await statusOf(orderId)).toBe('WAITING');
    webhook.down = false;
    await eventually(async () => expect(await statusAfterBackoff(orderId)).toBe('CONFIRMED'));
    expect((await orderOf(orderId)).history.map((change: { status: string }) => change.status)).toEqual([
      'WAITING',
      'CONFIRMED',
    ]);
  });

  it('reconciles a payment whose webhook never came: the provider says it succeeded, the order is confirmed', async () => {
    const orderId = await cardOrder();
    webhook.down = true;
    expect((await pay(orderId)).body.status).toBe('WAITING');
    clock.advance(RECONCILE_AFTER_S * 1000 + MINUTE);
    await eventually(async () => expect(await statusOf(orderId)).toBe('CONFIRMED'));
    expect(await paymentOf(orderId)).toMatchObject({ status: 'SUCCEEDED', provider_status: 'SUCCEEDED' });
    // The webhook getting through at last changes nothing more.
    webhook.down = false;
    clock.advance(MINUTE);
    const { payment_id: paymentId } = await paymentOf(orderId);
    await eventually(async () =>
      expect(await countOf("jobs WHERE payload->'data'->>'payment_id' = $1 AND done_at IS NOT NULL", [paymentId])).toBe(
        1,
      ),
    );
    expect(await statusOf(orderId)).toBe('CONFIRMED');
    expect(await paymentOf(orderId)).toMatchObject({ status: 'SUCCEEDED', provider_status: 'SUCCEEDED' });
    expect(await countOf('participations WHERE order_id = $1', [orderId])).toBe(1);
  });

  it('fails a payment the provider never received (we died before asking) and gives the stock back', async () => {
    const before = await stockLeftOf(api.db, pack.pack_id);
    const orderId = await cardOrder();
    // What /order/pay leaves when the process dies right after committing the payment.
    await api.db.query(
      `INSERT INTO payments (payment_id, order_id, provider, method, amount_cents, created_at, updated_at)
       SELECT 'never_sent_to_provider', order_id, 'test', 'CARD', total_cents, $2, $2 FROM orders WHERE order_id = $1`,
      [orderId, clock.now],
    );
    clock.advance(RECONCILE_AFTER_S * 1000 + MINUTE);
    await eventually(async () => expect(await statusOf(orderId)).toBe('ERROR'));
    expect((await orderOf(orderId)).history.at(-1)).toMatchObject({
      status: 'ERROR',
      reason: 'not_received_by_provider',
    });
    expect(await paymentOf(orderId)).toMatchObject({ status: 'FAILED', provider_status: null });
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
  });

  it('leaves a wallet payment the buyer never decides, asked again only a delay later, and lets its order expire', async () => {
    await basketReady(call, alice, pack);
    const created = await createOrder(call, alice, pack.campaign_id, {
      payment_method: 'WALLET',
      return_url: 'http://localhost:3000/checkout/done',
    });
    const orderId = created.body.order_id as number;
    const askedAt = async () =>
      (
        await api.db.query<{ updated_at: Date }>('SELECT updated_at FROM payments WHERE order_id = $1', [orderId])
      )[0]!.updated_at.getTime();
    clock.advance(RECONCILE_AFTER_S * 1000 + MINUTE);
    await eventually(async () => expect(await askedAt()).toBe(clock.now.getTime()));
    expect(await paymentOf(orderId)).toMatchObject({ status: 'PENDING', provider_status: 'PENDING' });
    // The job worker's sweep may hold the release lock as the read comes: the read then skips the
    // release and sees the order still WAITING until the sweep commits (a CI run caught it).
    await eventually(async () => expect(await statusOf(orderId)).toBe('CANCELED'));
  });

  it('refunds, once, a success that comes after the buyer canceled, and the order says so', async () => {
    const orderId = await cardOrder();
    webhook.down = true;
    expect((await pay(orderId)).body.status).toBe('WAITING');
    expect((await call('POST', `/order/cancel?order_id=${orderId}`, { as: alice })).status).toBe(200);
    webhook.down = false;
    clock.advance(MINUTE);
    await eventually(async () => expect((await paymentOf(orderId)).status).toBe('REFUNDED'));
    expect((await paymentOf(orderId)).provider_status).toBe('REFUNDED');
    const order = await orderOf(orderId);
    expect(order.status).toBe('CANCELED_BY_USER');
    expect(order.history.filter((change: { reason: string | null }) => change.reason === 'REFUNDED')).toHaveLength(1);
    const { payment_id: paymentId } = await paymentOf(orderId);
    expect(await countOf("jobs WHERE kind = 'payment.refund' AND payload->>'paymentId' = $1", [paymentId])).toBe(1);
    expect(await countOf('participations WHERE order_id = $1', [orderId])).toBe(0);
  });

  it('refunds a confirmed order the buyer cancels, by a job', async () => {
    const orderId = await cardOrder();
    expect((await pay(orderId)).status).toBe(200);
    await eventually(async () => expect(await statusOf(orderId)).toBe('CONFIRMED'));
    expect((await call('POST', `/order/cancel?order_id=${orderId}`, { as: alice })).status).toBe(200);
    await eventually(async () => expect((await paymentOf(orderId)).status).toBe('REFUNDED'));
    expect((await paymentOf(orderId)).provider_status).toBe('REFUNDED');
    expect((await orderOf(orderId)).history.at(-1)).toMatchObject({ status: 'CANCELED_BY_USER', reason: 'REFUNDED' });
  });
});
