import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForUrl } from '../support/net.js';

// The built web app (`npm run build`) in front of a stand-in GraphQL API that records who each
// call says the client is: the API limits each client, so the web must not make all its
// visitors one client.
const WEB_DIR = new URL('../../web/', import.meta.url).pathname;
const NEXT_BIN = new URL('../../node_modules/next/dist/bin/next', import.meta.url).pathname;

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
  let web: ChildProcess;
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    url = `http://localhost:${port}`;
    web = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXTAUTH_SECRET: 'visitor-address-test-secret',
        NEXTAUTH_URL: url,
        GRAPHQL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql`,
      },
      stdio: 'ignore',
    });
    await waitForUrl(`${url}/api/auth/csrf`);
  }, 60_000);
  afterAll(() => {
    web?.kill();
    api.close();
  });

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
