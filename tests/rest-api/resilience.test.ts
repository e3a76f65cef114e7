import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../../rest-api/src/db/database.js';
import type { TestIdentity } from '../support/identity.js';
import { halfWrittenOrders, stockOf } from '../support/integrity.js';
import {
  createProcessDatabase,
  NO_RATE_LIMITS,
  spawnRestApi,
  type ProcessDatabase,
  type PartProcess,
} from '../support/rest-process.js';
import { restCaller } from '../support/rest.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import {
  basketReady,
  createOrder,
  firstValues,
  newCustomer,
  ongoingPacks,
  setStockLeft,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';
import { expectWith } from '../support/expect-with.js';

const PORT = 5100;
const OUTAGE_PORT = 5101;
const PROXY_PORT = 5150;
const BUYERS = 6;
const READERS = 3;
const TERMINATIONS = 4;
const TERMINATION_INTERVAL_MS = 1500;
// Connections of the rest-api process carry this name, so the test terminates them and not its own.
const APPLICATION_NAME = `storefront-resilience-${process.pid}`;

interface Outcome {
  request: string;
  status: number;
  retryAfter: string | null;
  body: string;
}

/** Calls the rest-api without judging the answer: the test looks at every one afterwards. */
function recorder(url: string) {
  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  const send = async (method: string, path: string, as?: TestIdentity, json?: unknown) => {
    const request = `${method} ${path}`;
    try {
      const response = await fetch(url + path, {
        method,
        headers: { ...as?.headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const body = await response.text();
      outcomes.push({ request, status: response.status, retryAfter: response.headers.get('retry-after'), body });
      return response.status;
    } catch (error) {
      failures.push(`${request}: ${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`);
      return 0;
    }
  };
  return { outcomes, failures, send };
}

// Terminating backends needs the PostgreSQL server; PGlite has no connections to lose.
(!process.env.DATABASE_URL ? describe.skip : describe)(
  'the rest-api while its database connections are terminated',
  () => {
    let database: ProcessDatabase;
    let db: Database;
    let api: PartProcess;
    let pack: ShopPack;
    let soldBefore: number;

    beforeAll(async () => {
      database = await createProcessDatabase('postgres');
      db = await database.open();
      pack = (await ongoingPacks(db, false))[0]!;
      await setStockLeft(db, pack.pack_id, null);
      soldBefore = (await stockOf(db, pack.pack_id)).sold;
      api = await spawnRestApi(PORT, { ...database.env, ...NO_RATE_LIMITS, PGAPPNAME: APPLICATION_NAME });
    }, HOOK_TIMEOUT);
    afterAll(async () => {
      api?.child.kill('SIGKILL');
      await db?.close();
      await database?.drop();
    }, HOOK_TIMEOUT);

    it('keeps running, answers 503 with Retry-After instead of 500, serves again and writes no half order', async () => {
      const call = restCaller(() => api);
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => newCustomer(call)));
      const { outcomes, failures, send } = recorder(api.url);

      let loading = true;
      const shopper = async (buyer: TestIdentity) => {
        while (loading) {
          const item = {
            pack_id: pack.pack_id,
            campaign_id: pack.campaign_id,
            quantity: 1,
            options: firstValues(pack),
          };
          await send('POST', '/basket/add', buyer, item);
          await send('POST', '/basket/delivery', buyer, { delivery_country: 'FR', delivery_price: 490 });
          await send('POST', '/order/create', buyer, {
            campaign_id: pack.campaign_id,
            idempotency_key: randomUUID(),
            payment_method: 'CARD',
          });
          await send('GET', '/order/list', buyer);
        }
      };
      const reader = async () => {
        while (loading) {
          await send('GET', '/campaign/list');
          await send('GET', `/campaign/${pack.campaign_url}`);
        }
      };
      const terminated: number[] = [];
      const terminator = async () => {
        for (let round = 0; round < TERMINATIONS; round += 1) {
          await new Promise((resolve) => setTimeout(resolve, TERMINATION_INTERVAL_MS));
          // In the select list, not the WHERE clause: the planner may call it before the filter.
          const killed = await db.query<{ gone: boolean }>(
            'SELECT pg_terminate_backend(pid) AS gone FROM pg_stat_activity WHERE application_name = $1',
            [APPLICATION_NAME],
          );
          terminated.push(killed.filter((row) => row.gone).length);
        }
        loading = false;
      };
      await Promise.all([...buyers.map(shopper), ...Array.from({ length: READERS }, reader), terminator()]);

      expectWith(api.child.exitCode, api.output()).toBeNull();
      expect(terminated.every((count) => count > 0)).toBe(true);
      expect(failures).toEqual([]);
      const broken = outcomes.filter((o) => o.status >= 500 && o.status !== 503);
      expect(broken).toEqual([]);
      const unavailable = outcomes.filter((o) => o.status === 503);
      for (const answer of unavailable) {
        expect(answer.retryAfter).toMatch(/^\d+$/);
        expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      }
      console.log(
        `resilience: ${outcomes.length} answers, ${unavailable.length} of them 503, backends terminated ${terminated.join(', ')}`,
      );

      // The database is back at once: the process serves without a restart.
      await eventually(async () => expect((await fetch(`${api.url}/ready`)).status).toBe(200));
      expect((await fetch(`${api.url}/campaign/list`)).status).toBe(200);
      const buyer = buyers[0]!;
      await basketReady(call, buyer, pack);
      expect((await createOrder(call, buyer, pack.campaign_id)).status).toBe(201);

      expect(await halfWrittenOrders(db)).toEqual([]);
      const stock = await stockOf(db, pack.pack_id);
      expect(stock.sold - soldBefore).toBe(stock.ordered);
      expect(stock.ordered).toBeGreaterThan(0);
    }, 120_000);

    it('answers 503 while the database is unreachable, stays alive and serves again once it is back', async () => {
      const server = new URL(database.env.DATABASE_URL!);
      const proxy = await startTcpProxy(PROXY_PORT, { host: server.hostname, port: Number(server.port || 5432) });
      const viaProxy = new URL(server);
      viaProxy.host = `127.0.0.1:${PROXY_PORT}`;
      const outage = await spawnRestApi(OUTAGE_PORT, { DATABASE_URL: viaProxy.toString() });
      try {
        const buyer = await newCustomer(restCaller(() => outage));
        const { outcomes, send } = recorder(outage.url);
        expect(await send('GET', '/ready')).toBe(200);

        await proxy.cut();
        expect(await send('GET', '/health')).toBe(200);
        expect(await send('GET', '/ready')).toBe(503);
        expect(await send('GET', '/campaign/list')).toBe(503);
        expect(await send('POST', '/basket/delivery', buyer, { delivery_country: 'FR', delivery_price: 490 })).toBe(
          503,
        );
        for (const answer of outcomes.filter((o) => o.status === 503)) {
          expect(answer.retryAfter).toMatch(/^\d+$/);
          expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 503 });
        }
        expectWith(outage.child.exitCode, outage.output()).toBeNull();

        await proxy.restore();
        await eventually(async () => expect(await send('GET', '/ready')).toBe(200));
        expect(await send('GET', '/campaign/list')).toBe(200);
      } finally {
        outage.child.kill('SIGKILL');
        await proxy.cut();
      }
    }, 120_000);
  },
);
