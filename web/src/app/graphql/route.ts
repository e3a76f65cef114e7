import { webConfig } from '@/config';
import { fetchWithin } from '@/http/fetchWithin';
import { log } from '@/observability/log';
import { BodyTooLarge, boundedBody } from './boundedBody';

// The browser's GraphQL endpoint, on the web's own origin (no CORS, one host to expose). A route
// rather than a rewrite in next.config.ts: rewrites are fixed when the app is built, while the
// API's address (GRAPHQL_URL) belongs to the environment the app runs in.
const FORWARDED_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'apollo-require-preflight',
  'x-apollo-operation-name',
  // The visitor's address (Next fills it in when no proxy did), for the API's per-client limit.
  'x-forwarded-for',
  // A browser or balancer that traces: the API continues its trace (it starts one otherwise).
  'traceparent',
];
const UNTRACED_HEADERS = FORWARDED_HEADERS.filter((name) => name !== 'traceparent');
/** Past this, the browser gets 502: longer than any answer of the API, whose own calls give up after 5 s. */
const FORWARD_TIMEOUT_MS = 30_000;

// The facade's caching headers pass through: its public answers (a GET of an automatic persisted
// query) may be kept by the browser and a CDN for the max-age it computed from the schema's hints;
// everything else says `no-store`.
const PASSED_BACK_HEADERS = ['cache-control', 'age', 'retry-after'];

/** The headers of the facade's answer that the browser gets. */
function answerHeaders(upstream: Response): Headers {
  const headers = new Headers({ 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  for (const name of PASSED_BACK_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return headers;
}

async function forward(request: Request): Promise<Response> {
  const target = new URL(webConfig.graphqlUrl);
  target.search = new URL(request.url).search;
  const headers = new Headers();
  // With OpenTelemetry on, the request's span already continues the browser's trace, and the SDK
  // writes the `traceparent` of the call's own span.
  for (const name of webConfig.tracing ? UNTRACED_HEADERS : FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let body: Uint8Array | undefined;
  try {
    body = request.method === 'POST' ? await boundedBody(request, webConfig.graphqlMaxBodyBytes) : undefined;
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    // The facade's own answer to an oversized body, given before the rest of it is uploaded. The
    // connection stays open: closing it while the client still sends makes the client's system
    // drop the answer (a reset); Node discards what is still coming without keeping it.
    const refusal = { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };
    return Response.json(refusal, { status: 413 });
  }
  try {
    const upstream = await fetchWithin(FORWARD_TIMEOUT_MS, target, {
      method: request.method,
      headers,
      body: body as BodyInit | undefined,
    });
    return new Response(upstream.body, { status: upstream.status, headers: answerHeaders(upstream) });
  } catch (error) {
    // The cause (refused, reset, time-out) is what an operator needs: the browser only learns 502.
    log.warn({ err: error, target: target.origin }, "the GraphQL API did not answer the browser's request");
    // Spec section 8: 502 when the API cannot be reached, in GraphQL's error shape.
    const body = { errors: [{ message: 'Bad Gateway', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    return Response.json(body, { status: 502 });
  }
}

export const GET = forward;
export const POST = forward;
