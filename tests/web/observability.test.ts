import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { webServers } from '../support/web-server.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The built web app (`npm run build`) in front of a stand-in GraphQL API that records the
// `traceparent` of each call and answers `/health` as told.
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const INCOMING = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe("the web's trace context and probes (needs the built web app)", () => {
  const traceparents: (string | undefined)[] = [];
  let healthStatus = 200;
  const api = http.createServer((request, response) => {
    request.resume();
    if (request.url === '/health') {
      response.writeHead(healthStatus, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    traceparents.push(request.headers.traceparent as string | undefined);
    const refusal = { errors: [{ message: 'Too Many Requests', extensions: { code: 'RATE_LIMITED' } }] };
    response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' }).end(JSON.stringify(refusal));
  });
  const webs = webServers();
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    url = await webs.start({
      LOG_LEVEL: 'silent',
      GRAPHQL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/graphql`,
    });
  }, 60_000);
  afterAll(async () => {
    await webs.stopAll();
    api.close();
  }, HOOK_TIMEOUT);

  const traceIds = () => traceparents.map((header) => TRACEPARENT.exec(header ?? '')?.[1]);

  it("continues the incoming request's trace on every GraphQL call of its render, a span each", async () => {
    traceparents.length = 0;
    await fetch(`${url}/basket`, { headers: { traceparent: INCOMING } });
    expect(traceparents.length).toBeGreaterThan(0);
    expect(new Set(traceIds())).toEqual(new Set(['4bf92f3577b34da6a3ce929d0e0e4736']));
    expect(traceparents).not.toContain(INCOMING);
  });

  it('starts one trace per page request that comes without one', async () => {
    traceparents.length = 0;
    await fetch(`${url}/basket`);
    const first = new Set(traceIds());
    traceparents.length = 0;
    await fetch(`${url}/basket`);
    const second = new Set(traceIds());
    expect(first.size).toBe(1);
    expect(second.size).toBe(1);
    expect([...first][0]).toMatch(/^[0-9a-f]{32}$/);
    expect([...first][0]).not.toBe([...second][0]);
  });

  it("passes the browser's traceparent on through /graphql", async () => {
    traceparents.length = 0;
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: INCOMING },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(traceparents).toEqual([INCOMING]);
  });

  it('is alive whatever the API does, and ready only while the API answers', async () => {
    healthStatus = 200;
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { graphql: 'ok' } });

    healthStatus = 503;
    const notReady = await fetch(`${url}/api/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', checks: { graphql: '/health answered 503' } });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('is not ready when the API cannot be reached at all', async () => {
    const closed = new Promise((resolve) => api.close(resolve));
    api.closeAllConnections();
    await closed;
    const answer = await fetch(`${url}/api/ready`);
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { status: string }).status).toBe('unavailable');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });
});
