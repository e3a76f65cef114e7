import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../../rest-api/src/db/database.js';
import { BACKENDS } from '../support/database.js';
import { restCaller } from '../support/rest.js';
import {
  createProcessDatabase,
  spawnRestApi,
  type ProcessDatabase,
  type PartProcess,
} from '../support/rest-process.js';
import type { RestApiUnderTest } from '../support/servers.js';
import { basketReady, CARDS, createOrder, newCustomer, ongoingPacks, type ShopPack } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

// Within this helper's port range, different for each backend of the run.
const PORT = { pglite: 5300 + (process.pid % 40), postgres: 5350 + (process.pid % 40) };

/** The built rest-api settling every second, with a lease short enough for a killed job to be taken again. */
const startBuilt = (port: number, env: Record<string, string>, ready = true) =>
  spawnRestApi(
    port,
    { JOBS_POLL_MS: '100', JOBS_RETRY_BASE_MS: '100', JOBS_LEASE_SECONDS: '1', CAMPAIGN_SETTLE_SECONDS: '1', ...env },
    { ready },
  );

async function stop(api: PartProcess) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGINT');
  await api.exited;
}

/**
 * The settlement of a campaign that missed its goal across two kills of the rest-api (SIGKILL
 * through TEST_CRASH_AFTER): right after the settling transaction, and right after the provider
 * refunded but before we recorded it. Restarted, the payment is refunded exactly once.
 */
describe.each(BACKENDS)('settling an unfunded campaign across crashes on %s', (backend) => {
  let database: ProcessDatabase;
  let pack: ShopPack;
  const inDatabase = async <T>(work: (db: Database) => Promise<T>) => {
    const db = await database.open();
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    database = await createProcessDatabase(backend);
    pack = await inDatabase(async (db) => {
      // The seeded campaigns that ended are settled already: the crash hits ours.
      await db.query("UPDATE campaigns SET outcome = 'FUNDED', settled_at = now() WHERE end_at <= now()");
      return (await ongoingPacks(db, false))[0]!;
    });
  }, HOOK_TIMEOUT);
  afterAll(() => database?.drop(), HOOK_TIMEOUT);

  it('cancels the order once and refunds its payment once at the provider', async () => {
    let api = await startBuilt(PORT[backend], database.env);
    const call = restCaller(() => ({ url: api.url }) as RestApiUnderTest);
    const backer = await newCustomer(call, 'backer');
    await basketReady(call, backer, pack);
    const created = await createOrder(call, backer, pack.campaign_id);
    const orderId = created.body.order_id as number;
    expect(
      (await call('POST', '/order/pay', { as: backer, json: { order_id: orderId, card: CARDS.ok } })).body.status,
    ).toBe('CONFIRMED');
    await stop(api);
    await inDatabase((db) =>
      db.query(
        `UPDATE campaigns SET goal_cents = 2000000000, end_at = now() - interval '1 second' WHERE campaign_id = $1`,
        [pack.campaign_id],
      ),
    );
    const state = () =>
      inDatabase(async (db) => {
        const [row] = await db.query<{ ours: string; provider: string; refund_ref: string | null; status: string }>(
          `SELECT p.status AS ours, t.status AS provider, p.refund_ref, o.status
           FROM payments p JOIN test_provider_payments t USING (payment_id) JOIN orders o USING (order_id)
           WHERE p.order_id = $1`,
          [orderId],
        );
        const history = await db.query<{ status: string; reason: string | null }>(
          'SELECT status, reason FROM order_status_changes WHERE order_id = $1 ORDER BY change_id',
          [orderId],
        );
        return { ...row, history: history.map((h) => `${h.status}${h.reason ? `/${h.reason}` : ''}`) };
      });

    // Killed right after the settling transaction committed: the order is canceled, the refund is a job.
    api = await startBuilt(PORT[backend], { ...database.env, TEST_CRASH_AFTER: 'campaign-settled' }, false);
    await api.exited;
    expect(api.child.signalCode).toBe('SIGKILL');
    expect(await state()).toMatchObject({
      status: 'CANCELED',
      ours: 'SUCCEEDED',
      provider: 'SUCCEEDED',
      history: ['WAITING', 'CONFIRMED', 'CANCELED/CAMPAIGN_NOT_FUNDED'],
    });

    // Killed once the provider refunded, before we recorded it.
    api = await startBuilt(PORT[backend], { ...database.env, TEST_CRASH_AFTER: 'provider-refunded' }, false);
    await api.exited;
    expect(api.child.signalCode).toBe('SIGKILL');
    expect(await state()).toMatchObject({ ours: 'SUCCEEDED', provider: 'REFUNDED' });

    // Restarted: the job is taken again, the provider answers the same refund, we record it once.
    api = await startBuilt(PORT[backend], database.env);
    await eventually(
      async () => expect((await call('GET', `/order/${orderId}`, { as: backer })).body.history.length).toBe(4),
      {
        timeout: 20_000,
      },
    );
    await stop(api);
    const after = await state();
    expect(after).toMatchObject({
      status: 'CANCELED',
      ours: 'REFUNDED',
      provider: 'REFUNDED',
      refund_ref: expect.any(String),
      history: ['WAITING', 'CONFIRMED', 'CANCELED/CAMPAIGN_NOT_FUNDED', 'CANCELED/REFUNDED'],
    });
    const refundRef = await inDatabase(
      async (db) =>
        (
          await db.query<{ refund_ref: string }>(
            'SELECT t.refund_ref FROM test_provider_payments t JOIN payments p USING (payment_id) WHERE p.order_id = $1',
            [orderId],
          )
        )[0]!.refund_ref,
    );
    expect(after.refund_ref).toBe(refundRef);
  }, 180_000);
});
