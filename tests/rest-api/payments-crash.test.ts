import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { restCaller } from '../support/rest.js';
import {
  createProcessDatabase,
  spawnRestApi,
  type ProcessDatabase,
  type PartProcess,
} from '../support/rest-process.js';
import type { RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  newCustomer,
  ongoingPacks,
  setStockLeft,
  stockLeftOf,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

// Within this helper's port range, different for each backend of the run.
const PORT = { pglite: 5200 + (process.pid % 40), postgres: 5250 + (process.pid % 40) };

/** The built rest-api with quick retries and a short reconciliation delay, so that the test sees them happen. */
const startBuilt = (port: number, env: Record<string, string>) =>
  spawnRestApi(port, { JOBS_POLL_MS: '100', JOBS_RETRY_BASE_MS: '100', PAYMENT_RECONCILE_AFTER_SECONDS: '2', ...env });

async function stop(api: PartProcess) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGINT');
  await api.exited;
}

/**
 * The crash test of issue 12: the rest-api dies (SIGKILL, through the TEST_CRASH_AFTER hook) in the
 * middle of a card payment, and once restarted no order is left charged but unconfirmed, nor
 * charged and canceled: the provider's record and ours agree.
 */
describe.each(BACKENDS)('a card payment across a crash of the rest-api on %s', (backend) => {
  let database: ProcessDatabase;
  let pack: ShopPack;
  const STOCK = 5;

  beforeAll(async () => {
    database = await createProcessDatabase(backend);
    const db = await database.open();
    pack = (await ongoingPacks(db, false))[0]!;
    await setStockLeft(db, pack.pack_id, STOCK);
    await db.close();
  }, HOOK_TIMEOUT);
  afterAll(() => database?.drop(), HOOK_TIMEOUT);

  it('confirms the order charged just before the crash and fails the one the provider never saw', async () => {
    let api!: PartProcess;
    const call = restCaller(() => ({ url: api.url }) as RestApiUnderTest);
    const payingCrashes = async (buyer: TestIdentity, crashAfter: string) => {
      api = await startBuilt(PORT[backend], { ...database.env, TEST_CRASH_AFTER: crashAfter });
      await basketReady(call, buyer, pack);
      const created = await createOrder(call, buyer, pack.campaign_id);
      expect(created.status).toBe(201);
      await expect(
        call('POST', '/order/pay', { as: buyer, json: { order_id: created.body.order_id, card: CARDS.ok } }),
      ).rejects.toThrow();
      await api.exited;
      expect(api.child.signalCode).toBe('SIGKILL');
      return created.body.order_id as number;
    };

    // Killed once the provider recorded the charge (and its webhook in its outbox), before we heard of it.
    api = await startBuilt(PORT[backend], database.env);
    const charged = await newCustomer(call, 'charged');
    const dropped = await newCustomer(call, 'dropped');
    await stop(api);
    const chargedOrder = await payingCrashes(charged, 'provider-charged');
    // Killed once our PENDING payment committed, before the provider was asked to charge.
    const droppedOrder = await payingCrashes(dropped, 'payment-committed');

    api = await startBuilt(PORT[backend], database.env);
    const statusOf = async (as: TestIdentity, orderId: number) =>
      (await call('GET', `/order/${orderId}`, { as })).body.status;
    await eventually(async () => expect(await statusOf(charged, chargedOrder)).toBe('CONFIRMED'), { timeout: 20_000 });
    await eventually(async () => expect(await statusOf(dropped, droppedOrder)).toBe('ERROR'), { timeout: 20_000 });
    await stop(api);

    const db = await database.open();
    try {
      const payments = await db.query<{ order_id: number; ours: string; provider: string | null }>(
        `SELECT p.order_id, p.status AS ours, t.status AS provider
         FROM payments p LEFT JOIN test_provider_payments t USING (payment_id) ORDER BY p.order_id`,
      );
      expect(payments).toEqual([
        { order_id: chargedOrder, ours: 'SUCCEEDED', provider: 'SUCCEEDED' },
        { order_id: droppedOrder, ours: 'FAILED', provider: null },
      ]);
      // The confirmed order holds its unit; the failed one gave its unit back.
      expect(await stockLeftOf(db, pack.pack_id)).toBe(STOCK - 1);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('gives a wallet order its approval page after a crash once the provider started it, with one payment', async () => {
    let api = await startBuilt(PORT[backend], database.env);
    const call = restCaller(() => ({ url: api.url }) as RestApiUnderTest);
    const buyer = await newCustomer(call, 'wallet-crash');
    await stop(api);
    const idempotencyKey = randomUUID();
    const order = () =>
      call('POST', '/order/create', {
        as: buyer,
        json: {
          campaign_id: pack.campaign_id,
          idempotency_key: idempotencyKey,
          payment_method: 'WALLET',
          return_url: 'http://localhost:3000/checkout/done',
        },
      });

    // Killed once the provider answered with the approval page, before we stored it.
    api = await startBuilt(PORT[backend], { ...database.env, TEST_CRASH_AFTER: 'wallet-started' });
    await basketReady(call, buyer, pack);
    await expect(order()).rejects.toThrow();
    await api.exited;
    expect(api.child.signalCode).toBe('SIGKILL');

    // The shopper's retry (same key) gets the page the provider started, not a second payment.
    api = await startBuilt(PORT[backend], database.env);
    const retried = await order();
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('WAITING');
    await stop(api);

    const db = await database.open();
    try {
      const payments = await db.query<{ ours: string | null; provider: string }>(
        `SELECT p.provider_ref AS ours, t.provider_ref AS provider
         FROM payments p JOIN test_provider_payments t USING (payment_id) WHERE p.order_id = $1`,
        [retried.body.order_id],
      );
      expect(payments).toHaveLength(1);
      expect(payments[0]!.ours).toBe(payments[0]!.provider);
      expect(retried.body.payment_url).toContain(`/payments/test/wallet/${payments[0]!.provider}`);
      const orders = await db.query('SELECT 1 FROM orders WHERE idempotency_key = $1', [idempotencyKey]);
      expect(orders).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
