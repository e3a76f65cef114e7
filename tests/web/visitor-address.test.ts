import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { webServers } from '../support/web-server.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The built web app (`npm run build`) in front of a stand-in GraphQL API that records who each
// call says the client is: the API limits each client, so the web must not make all its
// visitors one client.
describe('the web names the visitor to the GraphQL API (needs the built web app)', () => {
  const seen: (string | undefined)[] = [];
  const api = http.createServer((request, response) => {
    seen.push(request.headers['x-forwarded-for'] as string | undefined);
    request.resume();
    if (request.method === 'GET') {
      // A cacheable answer, as the facade gives to a GET of a public query.
      const headers = { 'content-type': 'application/json', 'cache-control': 'max-age=60, public' };
      response.writeHead(200, headers).end(JSON.stringify({ data: { ping: true } }));
      return;
    }
    const refusal = { errors: [{ message: 'Too Many Requests', extensions: { code: 'RATE_LIMITED' } }] };
    response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' }).end(JSON.stringify(refusal));
  });
  const webs = webServers();
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    url = await webs.start({ GRAPHQL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql` });
  }, 60_000);
  afterAll(async () => {
    await webs.stopAll();
    api.close();
  }, HOOK_TIMEOUT);

  it("forwards the browser's GraphQL calls with the visitor's address, and the API's Retry-After back", async () => {
    seen.length = 0;
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(seen).toEqual(['203.0.113.5']);
  });

  it("forwards a GET query with the visitor's address, and the API's Cache-Control back", async () => {
    seen.length = 0;
    const answer = await fetch(`${url}/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { 'apollo-require-preflight': 'true', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('max-age=60, public');
    expect(await answer.json()).toEqual({ data: { ping: true } });
    expect(seen).toEqual(['203.0.113.7']);
  });

  it("renders pages per request with the visitor's address on every call to the API", async () => {
    seen.length = 0;
    await fetch(`${url}/basket`, { headers: { 'x-forwarded-for': '203.0.113.6' } });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['203.0.113.6']));
  });

  it('renders cached pages for no visitor in particular', async () => {
    seen.length = 0;
    await fetch(`${url}/help/faq`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('203.0.113.7');
  });
});
