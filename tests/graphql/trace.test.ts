import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger as graphqlLogger } from '../../graphql-server/src/observability/log.js';
import { continueTrace } from '../../graphql-server/src/observability/trace.js';
import { createLogger as restLogger } from '../../rest-api/src/observability/log.js';
import { captureLog } from '../support/log-capture.js';
import {
  startGraphql,
  startRestApi,
  UNCACHED,
  type GraphqlUnderTest,
  type RestApiUnderTest,
} from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const PAGE = '{ campaigns(first: 3) { nodes { title(lang: EN) author { name } packs { label } } } }';

const post = (url: string, query: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

describe('one trace id from the caller through the facade to the rest-api', () => {
  const restLog = captureLog();
  const facadeLog = captureLog();
  let api: RestApiUnderTest;
  let gql: GraphqlUnderTest;
  beforeAll(async () => {
    api = await startRestApi('pglite', { logger: restLogger('info', restLog.stream) });
    gql = await startGraphql(api.url, 5000, UNCACHED, { logger: graphqlLogger('info', facadeLog.stream) });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await gql?.server.stop();
    await api?.close();
  }, HOOK_TIMEOUT);

  const restLinesOf = (traceId: unknown) =>
    restLog.lines.filter((line) => line.traceId === traceId && line.msg === 'request completed');

  it("carries the caller's traceparent to every upstream call, and logs it in both parts", async () => {
    api.calls.length = 0;
    const answer = await post(gql.server.url, PAGE, { traceparent: TRACEPARENT });
    expect(answer.status).toBe(200);
    // Every upstream call of the request (the list, the authors, a pack list per campaign).
    expect(api.calls.length).toBeGreaterThanOrEqual(5);
    expect(restLinesOf(TRACE_ID)).toHaveLength(api.calls.length);
    expect(facadeLog.lines).toContainEqual(
      expect.objectContaining({ traceId: TRACE_ID, msg: 'graphql request', name: 'graphql-server', status: 200 }),
    );
  });

  it('starts a trace for a request that comes without one, shared by its upstream calls only', async () => {
    restLog.lines.length = 0;
    api.calls.length = 0;
    await post(gql.server.url, PAGE);
    const first = new Set(restLog.lines.map((line) => line.traceId));
    expect(first.size).toBe(1);
    const [traceId] = first;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(restLinesOf(traceId)).toHaveLength(api.calls.length);

    restLog.lines.length = 0;
    await post(gql.server.url, PAGE, { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' });
    const second = new Set(restLog.lines.map((line) => line.traceId));
    expect(second.size).toBe(1);
    expect(second.has(traceId)).toBe(false);
    expect(second.has('00000000000000000000000000000000')).toBe(false);
  });

  it('gives every upstream call a span id of its own in the same trace', () => {
    const trace = continueTrace(TRACEPARENT);
    const calls = Array.from({ length: 1000 }, () => trace.childTraceparent());
    for (const header of calls) expect(header).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(new Set(calls).size).toBe(calls.length);
    expect(continueTrace('not a traceparent').childTraceparent()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  });
});

describe('an upstream failure is logged where it is mapped', () => {
  const facadeLog = captureLog();
  let upstream: http.Server;
  let gql: GraphqlUnderTest;
  beforeAll(async () => {
    upstream = http.createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500,"message":"boom"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    gql = await startGraphql(`http://127.0.0.1:${port}`, 5000, UNCACHED, {
      logger: graphqlLogger('warn', facadeLog.stream),
    });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await gql?.server.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  }, HOOK_TIMEOUT);

  it('writes an error line with the trace id, the REST route and the status', async () => {
    const answer = (await (await post(gql.server.url, '{ faq { id } }', { traceparent: TRACEPARENT })).json()) as {
      errors: { extensions: { code: string } }[];
    };
    expect(answer.errors[0]!.extensions.code).toBe('UPSTREAM_ERROR');
    expect(facadeLog.lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        traceId: TRACE_ID,
        upstream: { method: 'GET', route: '/faq', path: '/faq', status: 500 },
      }),
    );
    // At `warn`, the request's own `info` line is not written.
    expect(facadeLog.lines.filter((line) => line.msg === 'graphql request')).toEqual([]);
  });
});
