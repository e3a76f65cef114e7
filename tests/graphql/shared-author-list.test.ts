import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../support/net.js';
import {
  startGraphql,
  startRestApi,
  UNCACHED,
  type GraphqlUnderTest,
  type RestApiUnderTest,
} from '../support/servers.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const PAGE = '{ campaigns(first: 3) { nodes { author { name } } } }';
const LIFETIME_MS = 2000;

describe('the author list is shared by the pages of a few seconds', () => {
  let api: RestApiUnderTest;
  let kept: GraphqlUnderTest;
  let uncached: GraphqlUnderTest;
  const authorListCalls = () => api.calls.filter((call) => call.startsWith('GET /author/list')).length;

  beforeAll(async () => {
    api = await startRestApi();
    // The response cache off, so that every page reaches the REST client.
    kept = await startGraphql(api.url, 5000, { ...UNCACHED, authorListTtlMs: LIFETIME_MS });
    uncached = await startGraphql(api.url, 5000, UNCACHED);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await kept?.server.stop();
    await uncached?.server.stop();
    await api?.close();
  }, HOOK_TIMEOUT);

  it('asks for it once for the pages of its lifetime, and again after', async () => {
    api.calls.length = 0;
    const first = await kept.query<any>(PAGE);
    const second = await kept.query<any>(PAGE);
    expect(second).toEqual(first);
    expect(first.data.campaigns.nodes[0].author.name).toEqual(expect.any(String));
    expect(authorListCalls()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, LIFETIME_MS + 100));
    await kept.query(PAGE);
    expect(authorListCalls()).toBe(2);
  });

  it('asks for it on every page when GRAPHQL_CACHE is off', async () => {
    api.calls.length = 0;
    await uncached.query(PAGE);
    await uncached.query(PAGE);
    expect(authorListCalls()).toBe(2);
  });

  it('does not keep a failed call', async () => {
    const proxy = await startTcpProxy(await freePort(), { host: '127.0.0.1', port: Number(new URL(api.url).port) });
    const gql = await startGraphql(`http://127.0.0.1:${proxy.port}`, 5000, { ...UNCACHED, authorListTtlMs: 60_000 });
    try {
      await proxy.cut();
      const failed = await gql.query('{ authors { name } }');
      expect(failed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      await proxy.restore();
      const answered = await gql.query<any>('{ authors { name } }');
      expect(answered.errors).toBeUndefined();
      expect(answered.data.authors.length).toBeGreaterThan(0);
    } finally {
      await gql.server.stop();
      await proxy.cut();
    }
  });
});
