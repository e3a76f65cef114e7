import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  });
  afterAll(() => database?.drop());

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
    await expect.poll(() => statusOf(charged, chargedOrder), { timeout: 20_000 }).toBe('CONFIRMED');
    await expect.poll(() => statusOf(dropped, droppedOrder), { timeout: 20_000 }).toBe('ERROR');
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
});
