import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { readConfig, type GraphqlServerConfig } from '../../graphql-server/src/config.js';
import { createIdentity } from '../support/identity.js';
import { startGraphql, type GraphqlUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// `{ ping }` makes no upstream call: the facade alone is under test.
const NOWHERE = 'http://127.0.0.1:5599';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const started: GraphqlUnderTest[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((gql) => gql.server.stop()));
}, HOOK_TIMEOUT);

/** A facade allowing `points` requests per client and minute; a fresh key prefix keeps runs apart. */
async function facade(points: number, env: NodeJS.ProcessEnv = {}, prefix = `test-${randomUUID()}`) {
  const config = readConfig({
    GRAPHQL_RATE_LIMIT_POINTS: String(points),
    GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: '60',
    GRAPHQL_RATE_LIMIT_PREFIX: prefix,
    ...env,
  });
  const gql = await startGraphql(NOWHERE, 5000, config satisfies GraphqlServerConfig);
  started.push(gql);
  return gql;
}

async function ping(gql: GraphqlUnderTest, headers: Record<string, string> = {}) {
  const response = await fetch(gql.server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ ping }' }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    code: body.errors?.[0]?.extensions?.code,
  };
}

const statuses = async (count: number, send: () => Promise<{ status: number }>) => {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push((await send()).status);
  return answers;
};

describe('the per-client rate limit of /graphql', () => {
  it('refuses a visitor over the limit with 429, Retry-After and RATE_LIMITED', async () => {
    const gql = await facade(3);
    expect(await statuses(3, () => ping(gql))).toEqual([200, 200, 200]);
    const refused = await ping(gql);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
  });

  it('counts a signed-in user apart from their address, and a refused token against the address', async () => {
    const gql = await facade(2);
    const [alice, bob] = await Promise.all([createIdentity('alice'), createIdentity('bob')]);
    expect(await statuses(3, () => ping(gql))).toEqual([200, 200, 429]);
    expect(await statuses(3, () => ping(gql, alice.headers))).toEqual([200, 200, 429]);
    expect(await statuses(1, () => ping(gql, bob.headers))).toEqual([200]);
    expect(await ping(gql, { authorization: 'Bearer not-a-token' })).toMatchObject({ status: 429 });
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const direct = await facade(1, { TRUST_PROXY: 'false' });
    const forwarded = (address: string) => ({ 'x-forwarded-for': address });
    expect((await ping(direct, forwarded('203.0.113.1'))).status).toBe(200);
    expect((await ping(direct, forwarded('203.0.113.2'))).status).toBe(429);

    const proxied = await facade(1, { TRUST_PROXY: 'loopback' });
    expect((await ping(proxied, forwarded('203.0.113.1'))).status).toBe(200);
    expect((await ping(proxied, forwarded('203.0.113.2'))).status).toBe(200);
    expect((await ping(proxied, forwarded('203.0.113.1'))).status).toBe(429);
  });

  it('holds across two facades sharing Redis', async () => {
    const prefix = `test-${randomUUID()}`;
    const [first, second] = [await facade(4, { REDIS_URL }, prefix), await facade(4, { REDIS_URL }, prefix)];
    expect(await statuses(2, () => ping(first))).toEqual([200, 200]);
    expect(await statuses(2, () => ping(second))).toEqual([200, 200]);
    expect((await ping(first)).status).toBe(429);
    expect((await ping(second)).status).toBe(429);
  });

  it('counts in memory while Redis cannot be reached, answering every request', async () => {
    const gql = await facade(2, { REDIS_URL: 'redis://127.0.0.1:5598' });
    expect(await statuses(3, () => ping(gql))).toEqual([200, 200, 429]);
  });
});
