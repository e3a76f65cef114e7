import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../support/net.js';
import { webServers } from '../support/web-server.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The built web app in front of a stand-in GraphQL API that counts its calls and knows nothing
// (the legal pages render their own texts; the footer goes without its founders). Decision 0017.
describe('the cache of pages (needs the built web app and Redis on 127.0.0.1:6379)', () => {
  let calls = 0;
  const api = http.createServer((request, response) => {
    calls++;
    request.resume();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ errors: [{ message: 'unknown', extensions: { code: 'NOT_FOUND' } }] }));
  });
  const servers = webServers();
  let graphqlUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    graphqlUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql`;
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await servers.stopAll();
    api.close();
  }, HOOK_TIMEOUT);

  it('in Redis: a page one replica rendered is served by the other without rendering', async () => {
    const shared = {
      GRAPHQL_URL: graphqlUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      PAGE_CACHE_KEY_PREFIX: `test:pages:${randomUUID()}`,
    };
    const [one, other] = await Promise.all([servers.start(shared), servers.start(shared)]);
    const first = await fetch(`${one}/info/cgu`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
    const html = await first.text();
    const callsAfterFirst = calls;
    const second = await fetch(`${other}/info/cgu`);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
    expect(calls).toBe(callsAfterFirst);
  }, 90_000);

  it('with Redis unreachable, pages still render, then come from the replica’s memory', async () => {
    const closedPort = await freePort();
    const web = await servers.start({ GRAPHQL_URL: graphqlUrl, REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    const first = await fetch(`${web}/en/info/cgv`);
    expect(first.status).toBe(200);
    const second = await fetch(`${web}/en/info/cgv`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
  }, 90_000);

  it('PAGE_CACHE=off renders every request, and no shared cache may keep the answer', async () => {
    const web = await servers.start({ GRAPHQL_URL: graphqlUrl, PAGE_CACHE: 'off' });
    for (let request = 0; request < 2; request++) {
      const before = calls;
      const answer = await fetch(`${web}/info/mention`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-nextjs-cache')).not.toBe('HIT');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(calls).toBeGreaterThan(before);
    }
  }, 90_000);
});
