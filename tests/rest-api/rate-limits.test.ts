import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { readRateLimitConfig, type RateLimitConfig } from '../../rest-api/src/config.js';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const TICKET = { email: 'lea@example.org', topic: 'ORDER', message: 'Ma commande n’est pas arrivée.' };

/** Limits high enough not to matter, but for those a test sets; counters in memory unless told. */
const limits = (set: Partial<RateLimitConfig>): RateLimitConfig => ({
  ...readRateLimitConfig({}),
  redisUrl: undefined,
  ...set,
});

interface From {
  /** The client address, as a trusted proxy on the loopback says it. */
  ip?: string;
  as?: TestIdentity;
}

const running: RestApiUnderTest[] = [];
const start = async (set: Partial<RateLimitConfig>) => {
  const api = await startRestApi('pglite', { limits: limits(set) });
  running.push(api);
  return api;
};

const headersOf = ({ ip, as }: From): Record<string, string> => ({
  ...(ip ? { 'x-forwarded-for': ip } : {}),
  ...(as ? as.headers : {}),
});
const get = (api: RestApiUnderTest, path: string, from: From = {}) =>
  fetch(api.url + path, { headers: headersOf(from) });
const post = (api: RestApiUnderTest, path: string, from: From = {}, body?: FormData | string) =>
  fetch(api.url + path, {
    method: 'POST',
    headers: { ...headersOf(from), ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
    body,
  });
const ticket = (extra: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...TICKET, ...extra })) form.append(name, value);
  return form;
};

/** A 429 as the contract's error body, with a `Retry-After` in whole seconds. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(await response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: /Too many/ });
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()));
}, HOOK_TIMEOUT);

describe('rest-api rate limits in memory', () => {
  it('limits reads per address, but never the health check', async () => {
    const api = await start({ readsPerIp: 3 });
    for (let i = 0; i < 3; i++) expect((await get(api, '/campaign/list')).status).toBe(200);
    await expectRefused(await get(api, '/campaign/list'));
    await expectRefused(await get(api, '/faq'));
    expect((await get(api, '/campaign/list', { ip: '203.0.113.7' })).status).toBe(200);
    expect((await get(api, '/health')).status).toBe(200);
  });

  it('limits writes per signed-in user, wherever they come from', async () => {
    const api = await start({ writesPerUser: 3 });
    const [lea, max] = await Promise.all([createIdentity('lea'), createIdentity('max')]);
    expect((await post(api, '/users/create', { as: lea }, '{}')).status).toBe(201);
    expect((await post(api, '/users/lang?lang=en', { as: lea })).status).toBe(200);
    expect((await post(api, '/users/lang?lang=fr', { as: lea, ip: '203.0.113.8' })).status).toBe(200);
    await expectRefused(await post(api, '/users/lang?lang=en', { as: lea, ip: '203.0.113.9' }));
    // Reads are not writes, and another user from the same address is not the first one.
    expect((await get(api, '/users/me', { as: lea })).status).toBe(200);
    expect((await post(api, '/users/create', { as: max }, '{}')).status).toBe(201);
  });

  it('limits writes per address, but never the payment provider’s webhook', async () => {
    const api = await start({ writesPerIp: 2 });
    const [lea, max] = await Promise.all([createIdentity('lea'), createIdentity('max')]);
    expect((await post(api, '/users/create', { as: lea }, '{}')).status).toBe(201);
    expect((await post(api, '/users/create', { as: max }, '{}')).status).toBe(201);
    await expectRefused(await post(api, '/users/lang?lang=en', { as: lea }));
    expect((await post(api, '/users/lang?lang=en', { as: lea, ip: '203.0.113.10' })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const webhook = await post(api, '/payments/webhook', {}, '{}');
      expect(webhook.status).toBeGreaterThanOrEqual(400);
      expect(webhook.status).not.toBe(429);
    }
  });

  it('limits support requests per address by count and by size, before storing anything', async () => {
    const api = await start({ supportTicketsPerIp: 2, supportMegabytesPerIp: 3 });
    expect((await post(api, '/support', {}, ticket())).status).toBe(201);
    expect((await post(api, '/support', {}, ticket())).status).toBe(201);
    await expectRefused(await post(api, '/support', {}, ticket()));
    // 2.5 MB counts as 3 of the address's megabytes: one more megabyte is refused.
    const big = ticket({ message: 'x'.repeat(2.5 * 1024 * 1024) });
    expect((await post(api, '/support', { ip: '203.0.113.11' }, big)).status).toBe(400);
    await expectRefused(await post(api, '/support', { ip: '203.0.113.11' }, ticket()));
    expect(await api.db.query('SELECT 1 FROM support_tickets')).toHaveLength(2);
  });
});

describe('rest-api rate limits shared through Redis', () => {
  const prefix = `test:rate:${process.pid}:${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
  }, HOOK_TIMEOUT);

  it('holds a limit across two replicas', async () => {
    const shared = { redisUrl: REDIS_URL, redisPrefix: prefix, readsPerIp: 4, supportTicketsPerIp: 1 };
    const [a, b] = [await start(shared), await start(shared)];
    expect((await get(a, '/faq')).status).toBe(200);
    expect((await get(b, '/faq')).status).toBe(200);
    expect((await get(a, '/faq')).status).toBe(200);
    expect((await get(b, '/faq')).status).toBe(200);
    await expectRefused(await get(a, '/faq'));
    await expectRefused(await get(b, '/faq'));
    expect((await post(a, '/support', {}, ticket())).status).toBe(201);
    await expectRefused(await post(b, '/support', {}, ticket()));
  });

  it('keeps answering, limited per replica, while Redis cannot be reached', async () => {
    const api = await start({ redisUrl: 'redis://127.0.0.1:5499', redisPrefix: prefix, readsPerIp: 2 });
    expect((await get(api, '/faq')).status).toBe(200);
    expect((await get(api, '/faq')).status).toBe(200);
    await expectRefused(await get(api, '/faq'));
  });
});
