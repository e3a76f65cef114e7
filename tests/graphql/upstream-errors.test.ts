import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startGraphql, type GraphqlUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

/** An upstream that answers every call with the status and error body it was told to. */
function scriptedUpstream() {
  let next: { status: number; code?: string; hang?: boolean; stall?: boolean; html?: boolean } = { status: 200 };
  const server = http.createServer((request, response) => {
    if (next.hang) return; // never answers: the facade's time-out must fire
    if (next.stall) {
      // Headers and the start of a body, then nothing: the time-out between chunks must fire.
      response.writeHead(200, { 'content-type': 'application/json' }).write('[{"faq_id": 1,');
      return;
    }
    if (next.html) {
      // A proxy's own error page in front of the rest-api.
      response.writeHead(next.status, { 'content-type': 'text/html' }).end('<html><h1>Bad Gateway</h1></html>');
      return;
    }
    const body = {
      statusCode: next.status,
      error: http.STATUS_CODES[next.status],
      message: 'scripted',
      code: next.code,
    };
    response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    server,
    answer: (value: typeof next) => {
      next = value;
    },
  };
}

const EXPECTED: [status: number, code: string, message: string][] = [
  [400, 'BAD_USER_INPUT', 'Bad Request'],
  [401, 'UNAUTHENTICATED', 'Unauthorized'],
  [403, 'FORBIDDEN', 'Forbidden'],
  [404, 'NOT_FOUND', 'Not Found'],
  [422, 'VALIDATION_ERROR', 'Validation Error'],
  [500, 'UPSTREAM_ERROR', 'Internal Server Error'],
  [502, 'UPSTREAM_UNAVAILABLE', 'Bad Gateway'],
  [503, 'UPSTREAM_UNAVAILABLE', 'Service Unavailable'],
  [418, 'UPSTREAM_ERROR', 'Generic Error'],
  [504, 'UPSTREAM_ERROR', 'Internal Server Error'],
];

describe('upstream failures become GraphQL errors with a code (spec section 8)', () => {
  const upstream = scriptedUpstream();
  let gql: GraphqlUnderTest;

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.server.address() as AddressInfo;
    gql = await startGraphql(`http://127.0.0.1:${port}`, 300);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await gql?.server.stop();
    upstream.server.closeAllConnections();
    upstream.server.close();
  }, HOOK_TIMEOUT);

  it.each(EXPECTED)('status %i gives %s', async (status, code, message) => {
    upstream.answer({ status });
    const result = await gql.query('{ faq { id } }');
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toMatch(new RegExp(`^${message}`));
    expect(result.errors?.[0]?.extensions).toMatchObject({ code, upstream: { path: '/faq', status } });
  });

  it.each([
    [409, 'CAMPAIGN_UNAVAILABLE'],
    [410, 'BASKET_EXPIRED'],
  ])('status %i with a domain code passes %s through', async (status, code) => {
    upstream.answer({ status, code });
    const result = await gql.query('{ faq { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('keeps the upstream explanation of a client error but not of a server error', async () => {
    upstream.answer({ status: 422 });
    expect((await gql.query('{ faq { id } }')).errors?.[0]?.message).toBe('Validation Error: scripted');
    upstream.answer({ status: 500 });
    expect((await gql.query('{ faq { id } }')).errors?.[0]?.message).toBe('Internal Server Error');
  });

  it('gives UPSTREAM_UNAVAILABLE when the upstream does not answer in time', async () => {
    upstream.answer({ status: 200, hang: true });
    const result = await gql.query('{ faq { id } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: { statusText: 'Timeout' },
    });
  });

  it('gives UPSTREAM_UNAVAILABLE when the upstream stops in the middle of its answer', async () => {
    upstream.answer({ status: 200, stall: true });
    const result = await gql.query('{ faq { id } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: { path: '/faq', statusText: 'Timeout' },
    });
  });

  it('maps an error answer whose body is not JSON by its status', async () => {
    upstream.answer({ status: 502, html: true });
    const result = await gql.query('{ faq { id } }');
    expect(result.errors?.[0]?.message).toBe('Bad Gateway');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: { path: '/faq', status: 502, statusText: 'Bad Gateway' },
    });
  });

  it('gives UPSTREAM_UNAVAILABLE when nothing listens upstream', async () => {
    const closed = await startGraphql('http://127.0.0.1:9', 1000);
    try {
      const result = await closed.query('{ news { id } }');
      expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await closed.server.stop();
    }
  });
});
