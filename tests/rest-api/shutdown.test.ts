import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { halfWrittenOrders, stockOf } from '../support/integrity.js';
import {
  createProcessDatabase,
  spawnRestApi,
  type ProcessDatabase,
  type PartProcess,
} from '../support/rest-process.js';
import { restCaller } from '../support/rest.js';
import { basketReady, newCustomer, ongoingPacks, setStockLeft, type ShopPack } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const PORT = 5120;
const BUYERS = 6;

/**
 * Starts POST /order/create on a connection of its own and sends all but the last byte of the
 * body: the request is under way in the server until `finish` sends the rest.
 */
function halfSentOrder(url: string, buyer: TestIdentity, campaignId: number) {
  const body = JSON.stringify({ campaign_id: campaignId, idempotency_key: randomUUID(), payment_method: 'CARD' });
  const { hostname, port } = new URL(url);
  const req = request({
    hostname,
    port,
    method: 'POST',
    path: '/order/create',
    agent: false,
    headers: { ...buyer.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
  });
  req.write(body.slice(0, -1));
  return { answer, finish: () => req.end(body.slice(-1)) };
}

/** Whether a new connection to `url` is refused. */
const refused = (url: string) =>
  fetch(`${url}/health`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

describe.each(BACKENDS)('SIGTERM on the rest-api (%s)', (backend) => {
  let database: ProcessDatabase;
  let pack: ShopPack;
  let soldBefore: number;

  beforeAll(async () => {
    database = await createProcessDatabase(backend);
    const db = await database.open();
    pack = (await ongoingPacks(db, false))[0]!;
    await setStockLeft(db, pack.pack_id, null);
    soldBefore = (await stockOf(db, pack.pack_id)).sold;
    await db.close();
  }, HOOK_TIMEOUT);
  const started: PartProcess[] = [];
  afterAll(async () => {
    for (const api of started) api.child.kill('SIGKILL');
    await database?.drop();
  }, HOOK_TIMEOUT);

  /** A rest-api process with an order under way whose body never ends. */
  async function withStuckOrder(env: Record<string, string>) {
    const api = await spawnRestApi(PORT, { ...database.env, ...env });
    started.push(api);
    const call = restCaller(() => api);
    const buyer = await newCustomer(call);
    await basketReady(call, buyer, pack);
    const stuck = halfSentOrder(api.url, buyer, pack.campaign_id);
    stuck.answer.catch(() => {}); // its connection dies with the process
    await new Promise((resolve) => setTimeout(resolve, 500));
    return api;
  }

  it('finishes the orders under way, refuses new connections, exits 0 and leaves no half-written order', async () => {
    const api = await spawnRestApi(PORT, database.env);
    started.push(api);
    const call = restCaller(() => api);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => newCustomer(call)));
    for (const buyer of buyers) await basketReady(call, buyer, pack);

    const orders = buyers.map((buyer) => halfSentOrder(api.url, buyer, pack.campaign_id));
    // Long enough for the server to have read every request's headers and be waiting for the body.
    await new Promise((resolve) => setTimeout(resolve, 500));
    api.child.kill('SIGTERM');
    await api.printed('SIGTERM received');
    await eventually(async () => expect(await refused(api.url)).toBe(true), { timeout: 5000 });

    for (const order of orders) order.finish();
    const answers = await Promise.all(orders.map((order) => order.answer));
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 201));
    expect(await api.exited).toBe(0);

    const db = await database.open();
    try {
      expect(await halfWrittenOrders(db)).toEqual([]);
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      expect(row!.n).toBe(BUYERS);
      const after = await stockOf(db, pack.pack_id);
      expect(after).toEqual({ sold: soldBefore + BUYERS, ordered: BUYERS });
    } finally {
      await db.close();
    }
  }, 120_000);

  it('exits non-zero once SHUTDOWN_TIMEOUT_MS is over when a request never ends', async () => {
    const api = await withStuckOrder({ SHUTDOWN_TIMEOUT_MS: '1000' });

    const signalled = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(api.output()).toMatch(/exiting anyway/);

    const db = await database.open();
    try {
      expect(await halfWrittenOrders(db)).toEqual([]);
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      expect(row!.n).toBe(BUYERS);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('exits at once, non-zero, on a second signal', async () => {
    const api = await withStuckOrder({});

    api.child.kill('SIGTERM');
    await api.printed('SIGTERM received');
    api.child.kill('SIGINT');
    expect(await api.exited).toBe(130);
    expect(api.output()).toMatch(/SIGINT received while stopping/);
  }, 120_000);
});
