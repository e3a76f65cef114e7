import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../support/eventually.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { freePort } from '../support/net.js';
import { startOtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { createProcessDatabase, spawnPart, type PartProcess, type ProcessDatabase } from '../support/rest-process.js';
import { webServers } from '../support/web-server.js';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const PAGE_TRACE_ID = '5b8aa5a2d2c872e8321cf37308d69df2';
const PAGE = '{ campaigns(first: 2) { nodes { title(lang: EN) author { name } } } }';
const PROBE = fileURLToPath(new URL('../support/opentelemetry-probe.mjs', import.meta.url));
const SERVER = 2;
const CLIENT = 3;

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: PAGE }),
  });

/** The JSON log lines a part printed. */
const logLines = (part: PartProcess) =>
  part
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The rest-api on PostgreSQL and the facade in processes of their own, `env` over both. */
async function startStack(db: ProcessDatabase, env: Record<string, string>) {
  const [restPort, graphqlPort] = [await freePort(), await freePort()];
  const common = { ...env, LOG_LEVEL: 'info', NODE_OPTIONS: `--import ${PROBE}` };
  const rest = await spawnPart('rest-api/dist/main.js', restPort, {
    ...db.env,
    ...common,
    REST_API_PORT: `${restPort}`,
  });
  const graphql = await spawnPart('graphql-server/dist/main.js', graphqlPort, {
    ...common,
    GRAPHQL_PORT: `${graphqlPort}`,
    REST_API_URL: rest.url,
    GRAPHQL_CACHE: 'off',
  });
  return { rest, graphql, graphqlUrl: `http://127.0.0.1:${graphqlPort}/graphql`, parts: [rest, graphql] };
}

async function stop(parts: PartProcess[] = []) {
  for (const part of parts) {
    part.child.kill('SIGTERM');
    await part.exited;
  }
}

(!process.env.DATABASE_URL ? describe.skip : describe)(
  'OpenTelemetry traces across the facade and the rest-api',
  () => {
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
    let db: ProcessDatabase;
    let stack: Awaited<ReturnType<typeof startStack>>;
    let tracing: Record<string, string>;
    const webs = webServers();
    beforeAll(async () => {
      receiver = await startOtlpReceiver();
      db = await createProcessDatabase('postgres');
      // Exported every 100 ms rather than every 5 s, so that the test waits little.
      tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' };
      stack = await startStack(db, tracing);
    }, HOOK_TIMEOUT);
    afterAll(async () => {
      webs.stopAll();
      await stop(stack?.parts);
      await receiver?.close();
      await db?.drop();
    }, HOOK_TIMEOUT);

    /**
     * The spans of `traceId` once its root (the first part's server span, which ends last) and the
     * rest-api's queries are in. Each process exports on its own schedule, and on a busy machine
     * the root came in after a fixed wait.
     */
    async function spansOf(traceId: string): Promise<ReceivedSpan[]> {
      const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
      const isRoot = (span: ReceivedSpan) =>
        span.kind === SERVER && (span.parentSpanId === CALLER_SPAN || !span.parentSpanId);
      await eventually(
        () => {
          expect(ofTrace().filter(isRoot)).not.toHaveLength(0);
          expect(ofTrace().filter((span) => span.name.startsWith('pg.query'))).not.toHaveLength(0);
        },
        { timeout: 15_000 },
      );
      // The rest-api's own server spans end before the root but may be in its next export round.
      await new Promise((resolve) => setTimeout(resolve, 500));
      return ofTrace();
    }

    it("continues the caller's traceparent: facade, its upstream calls, the rest-api and its queries, linked", async () => {
      const answer = await post(stack.graphqlUrl, { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` });
      expect(answer.status).toBe(200);
      const spans = await spansOf(TRACE_ID);

      const [facade, ...otherFacadeRoots] = spans.filter(
        (s) => s.service === 'storefront-graphql' && s.kind === SERVER,
      );
      expect(otherFacadeRoots).toEqual([]);
      expect(facade!.parentSpanId).toBe(CALLER_SPAN);

      const calls = spans.filter((s) => s.service === 'storefront-graphql' && s.kind === CLIENT);
      expect(calls.length).toBeGreaterThanOrEqual(2); // the campaign list, the authors
      for (const call of calls) expect(call.parentSpanId).toBe(facade!.spanId);

      const served = spans.filter((s) => s.service === 'storefront-rest-api' && s.kind === SERVER);
      // Each upstream call is one rest-api request, whose parent is that call's span.
      expect(served.map((s) => s.parentSpanId).sort()).toEqual(calls.map((s) => s.spanId).sort());

      const queries = spans.filter((s) => s.service === 'storefront-rest-api' && s.name.startsWith('pg.query'));
      const servedIds = new Set(served.map((s) => s.spanId));
      for (const query of queries) expect(servedIds).toContain(query.parentSpanId);
      expect(queries.map((s) => s.name)).toContainEqual(expect.stringMatching(/^pg\.query:SELECT /));
    });

    it('starts at the web (needs the built web app): its request, render and fetch spans, then the facade and the rest-api', async () => {
      const web = await webs.start({ ...tracing, GRAPHQL_URL: stack.graphqlUrl, LOG_LEVEL: 'silent' });
      const page = await fetch(`${web}/en/campaigns`, {
        headers: { traceparent: `00-${PAGE_TRACE_ID}-${CALLER_SPAN}-01` },
      });
      expect(page.status).toBe(200);
      const spans = await spansOf(PAGE_TRACE_ID);

      const webSpans = spans.filter((s) => s.service === 'storefront-web');
      // Next's request span continues the caller's trace.
      expect(webSpans.filter((s) => s.kind === SERVER).map((s) => s.parentSpanId)).toContain(CALLER_SPAN);
      const fetches = webSpans.filter((s) => s.kind === CLIENT && s.scope === '@opentelemetry/instrumentation-undici');
      const facadeRoots = spans.filter((s) => s.service === 'storefront-graphql' && s.kind === SERVER);
      expect(facadeRoots.length).toBeGreaterThan(0);
      // Each GraphQL request of the render is the child of the web's fetch that sent it.
      expect(facadeRoots.map((s) => s.parentSpanId).sort()).toEqual(fetches.map((s) => s.spanId).sort());
      expect(spans.filter((s) => s.service === 'storefront-rest-api' && s.kind === SERVER).length).toBeGreaterThan(0);
    });

    it('logs the trace id of the spans in both parts, also for a request that starts a trace', async () => {
      await post(stack.graphqlUrl);
      const facadeLine = logLines(stack.graphql).findLast((line) => line.msg === 'graphql request');
      const traceId = String(facadeLine!.traceId);
      expect(traceId).not.toBe(TRACE_ID);
      const spans = await spansOf(traceId);
      expect(spans.map((s) => s.service)).toEqual(
        expect.arrayContaining(['storefront-graphql', 'storefront-rest-api']),
      );
      const restLines = logLines(stack.rest).filter((line) => line.msg === 'request completed');
      const restOfTrace = restLines.filter((line) => line.traceId === traceId);
      expect(restOfTrace).toHaveLength(
        spans.filter((s) => s.service === 'storefront-rest-api' && s.kind === SERVER).length,
      );
      // And the first test's request: the caller's trace id in the logs, as in its spans.
      expect(restLines.filter((line) => line.traceId === TRACE_ID).length).toBeGreaterThan(0);
    });
  },
);

(!process.env.DATABASE_URL ? describe.skip : describe)('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry module and exports nothing, even with the traces endpoint variable set', async () => {
    const receiver = await startOtlpReceiver();
    const db = await createProcessDatabase('postgres');
    // The variable the exporter would read first, were it loaded: the SDK stays out all the same.
    const stack = await startStack(db, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.endpoint}/v1/traces` });
    try {
      const answer = await post(stack.graphqlUrl, { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01` });
      expect(answer.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(receiver.requests).toEqual([]);
      for (const part of stack.parts) expect(part.output()).not.toContain('opentelemetry module loaded');
      // The traceparent still carries the trace id to both logs.
      expect(logLines(stack.rest).filter((line) => line.traceId === TRACE_ID).length).toBeGreaterThan(0);
    } finally {
      await stop(stack.parts);
      await receiver.close();
      await db.drop();
    }
  });
});
