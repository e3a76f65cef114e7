import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../rest-api/src/db/database.js';
import { migrate } from '../../rest-api/src/db/migrate.js';
import { seedCatalog } from '../../rest-api/src/seed/index.js';
import { BACKENDS, createEmptyPostgresDatabase, type Backend } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { restCaller } from '../support/rest.js';
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

/** A migrated, seeded database that the built rest-api and this test take turns on (PGlite) or share (the server). */
interface CrashDatabase {
  env: Record<string, string>;
  /** Opens it from the test; PGlite only while no rest-api runs on it. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function crashDatabase(backend: Backend): Promise<CrashDatabase> {
  if (backend === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-crash-'));
    return {
      env: { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir },
      open: () => openPglite(dataDir),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = await createEmptyPostgresDatabase();
  return { env: { DATABASE_URL: server.url }, open: () => openPostgres(server.url), drop: server.drop };
}

interface Child {
  url: string;
  output: () => string;
  exited: Promise<NodeJS.Signals | number | null>;
  stop(): Promise<void>;
}

/** Starts the built rest-api (`npm run build:api`) as `npm start` does, with `env` on top. */
async function startBuilt(port: number, env: Record<string, string>): Promise<Child> {
  const child = spawn('node', ['rest-api/dist/main.js'], {
    env: {
      ...process.env,
      REST_API_PORT: String(port),
      LOG_LEVEL: 'silent',
      // Quick retries and a short reconciliation delay, so that the test sees them happen.
      JOBS_POLL_MS: '100',
      JOBS_RETRY_BASE_MS: '100',
      PAYMENT_RECONCILE_AFTER_SECONDS: '2',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  for (let i = 0; i < 300 && !output.includes('listening') && child.exitCode === null; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes('listening')) throw new Error(`The rest-api did not start:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * The crash test of issue 12: the rest-api dies (SIGKILL, through the TEST_CRASH_AFTER hook) in the
 * middle of a card payment, and once restarted no order is left charged but unconfirmed, nor
 * charged and canceled: the provider's record and ours agree.
 */
describe.each(BACKENDS)('a card payment across a crash of the rest-api on %s', (backend) => {
  let database: CrashDatabase;
  let pack: ShopPack;
  const STOCK = 5;

  beforeAll(async () => {
    database = await crashDatabase(backend);
    const db = await database.open();
    await migrate(db);
    await seedCatalog(db);
    pack = (await ongoingPacks(db, false))[0]!;
    await setStockLeft(db, pack.pack_id, STOCK);
    await db.close();
  });
  afterAll(() => database?.drop());

  it('confirms the order charged just before the crash and fails the one the provider never saw', async () => {
    let api!: Child;
    const call = restCaller(() => ({ url: api.url }) as RestApiUnderTest);
    const payingCrashes = async (buyer: TestIdentity, crashAfter: string) => {
      api = await startBuilt(PORT[backend], { ...database.env, TEST_CRASH_AFTER: crashAfter });
      await basketReady(call, buyer, pack);
      const created = await createOrder(call, buyer, pack.campaign_id);
      expect(created.status).toBe(201);
      await expect(
        call('POST', '/order/pay', { as: buyer, json: { order_id: created.body.order_id, card: CARDS.ok } }),
      ).rejects.toThrow();
      expect(await api.exited).toBe('SIGKILL');
      return created.body.order_id as number;
    };

    // Killed once the provider recorded the charge (and its webhook in its outbox), before we heard of it.
    api = await startBuilt(PORT[backend], database.env);
    const charged = await newCustomer(call, 'charged');
    const dropped = await newCustomer(call, 'dropped');
    await api.stop();
    const chargedOrder = await payingCrashes(charged, 'provider-charged');
    // Killed once our PENDING payment committed, before the provider was asked to charge.
    const droppedOrder = await payingCrashes(dropped, 'payment-committed');

    api = await startBuilt(PORT[backend], database.env);
    const statusOf = async (as: TestIdentity, orderId: number) =>
      (await call('GET', `/order/${orderId}`, { as })).body.status;
    await expect.poll(() => statusOf(charged, chargedOrder), { timeout: 20_000 }).toBe('CONFIRMED');
    await expect.poll(() => statusOf(dropped, droppedOrder), { timeout: 20_000 }).toBe('ERROR');
    await api.stop();

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
