import http from 'node:http';
import { createRequire } from 'node:module';
import type { Dispatcher, Pool } from 'undici';
import type { paths } from '../generated/rest-api.js';
import type { Logger } from '../observability/log.js';
import type { UpstreamMetrics } from '../observability/metrics.js';
import type { Trace } from '../observability/trace.js';
import { unreachableError, upstreamError } from './errors.js';

// undici's main entry also loads fetch, WebSocket, its HTTP cache and mocks, which the facade never
// uses: 2 MB of every facade's live heap, twice that at its peak (decision 0015). Its dispatcher
// alone is what the calls go through.
// undici adds `request`, `stream` and the rest of its API in that entry, so what this one makes only
// dispatches, and says so in its type.
const UndiciPool = createRequire(import.meta.url)('undici/lib/dispatcher/pool.js') as typeof Pool;

/** The keep-alive connections to the rest-api: calls are dispatched, then the pool is closed. */
export type UpstreamPool = Pick<Pool, 'dispatch' | 'close'>;

/**
 * Keep-alive connections to the rest-api, shared by every request of the process. The time-outs
 * live here, in the dispatcher, rather than in an `AbortSignal` made for every call: waiting for
 * a connection, for the answer's headers and between two chunks of its body each count
 * `timeoutMs` at most.
 */
export function createUpstreamPool(baseUrl: string, timeoutMs: number): UpstreamPool {
  return new UndiciPool(baseUrl, {
    connections: 64,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
}

type Method = 'get' | 'post' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The paths of the contract that answer `method`. */
type PathsWith<M extends Method> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Parameters<O> = O extends { parameters: infer All } ? Pick<All, ('query' | 'path') & keyof All> : never;
/** What a call sends: its query and path parameters, and its JSON body, as the contract types them. */
type Init<O> = (Record<string, never> extends Parameters<O> ? { params?: Parameters<O> } : { params: Parameters<O> }) &
  (O extends { requestBody: infer Body }
    ? { body: JsonOf<Body> }
    : O extends { requestBody?: infer Body }
      ? { body?: JsonOf<NonNullable<Body>> }
      : { body?: never });
type SuccessStatus = 200 | 201 | 204;
/** The JSON body of the contract's success answers of an operation. */
type Answer<O> = O extends { responses: infer R } ? JsonOf<R[SuccessStatus & keyof R]> : never;

type Call<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: Record<string, never> extends Init<Operation<P, M>>
    ? [init?: Init<Operation<P, M>>]
    : [init: Init<Operation<P, M>>]
) => Promise<{ data: Answer<Operation<P, M>> }>;

/** The calls of the REST contract, typed by its generated `paths`. */
export interface RestClient {
  GET: Call<'get'>;
  POST: Call<'post'>;
  DELETE: Call<'delete'>;
}

export interface RestClientOptions {
  pool: UpstreamPool;
  /** The caller's bearer token, forwarded as is; the rest-api verifies it again. */
  token?: string | undefined;
  /**
   * The client's address, told to the rest-api in `X-Forwarded-For` (it trusts the facade's
   * network), so that its per-address limits count visitors, not the facade.
   */
  clientAddress?: string | undefined;
  /** The GraphQL request's trace: every call carries it on, in a `traceparent` of its own. */
  trace: Pick<Trace, 'childTraceparent'>;
  /** Where failures of the upstream (unreachable, time-outs, 5xx) are logged. */
  log: () => Logger;
  metrics: UpstreamMetrics;
}

type Scalar = string | number | boolean | null | undefined;

/** `?a=1&b=x%20y`, without the parameters left undefined (OpenAPI's default form style). */
function queryString(query: Record<string, Scalar> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const withPathParameters = (template: string, values: Record<string, Scalar> | undefined) =>
  values ? template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name]))) : template;

const parsedOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** An upstream answer, read whole. */
export interface UpstreamAnswer {
  status: number;
  statusText: string;
  retryAfter: string | undefined;
  text: string;
}

/**
 * One call, its body gathered straight from the dispatcher's callbacks: undici's `request` wraps
 * every answer in a Node stream first, a third of the client's cost per call. `signal` aborts it.
 */
export function exchange(
  pool: UpstreamPool,
  options: Dispatcher.DispatchOptions,
  signal?: AbortSignal,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let statusText = '';
    let retryAfter: string | undefined;
    pool.dispatch(options, {
      // Its presence tells undici this handler speaks its current callback interface.
      onRequestStart(controller) {
        if (signal?.aborted) controller.abort(signal.reason as Error);
        else signal?.addEventListener('abort', () => controller.abort(signal.reason as Error), { once: true });
      },
      onResponseStart(_, statusCode, headers, statusMessage) {
        status = statusCode;
        statusText = statusMessage || (http.STATUS_CODES[statusCode] ?? '');
        const value = headers['retry-after'];
        retryAfter = typeof value === 'string' ? value : undefined;
      },
      onResponseData(_, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        // An answer of the rest-api mostly comes in one chunk: decoded where it lies, not copied first.
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        resolve({ status, statusText, retryAfter, text: body.toString('utf8') });
      },
      onResponseError(_, error) {
        reject(error);
      },
    });
  });
}

/**
 * A client of the REST contract for one GraphQL request. The answer is read once and parsed once;
 * a non-2xx answer, a time-out or a failure to connect becomes the GraphQL error of `errors.ts`.
 */
export function createRestClient({ pool, token, clientAddress, trace, log, metrics }: RestClientOptions): RestClient {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };

  async function send(method: Dispatcher.HttpMethod, template: string, init?: { params?: object; body?: unknown }) {
    const params = init?.params as { query?: Record<string, Scalar>; path?: Record<string, Scalar> } | undefined;
    const path = withPathParameters(template, params?.path);
    const body = init?.body === undefined ? undefined : JSON.stringify(init.body);
    metrics.called(method, template);
    const sent = body === undefined ? headers : jsonHeaders;
    let answer: UpstreamAnswer;
    try {
      answer = await exchange(pool, {
        method,
        path: path + queryString(params?.query),
        headers: trace.childTraceparent ? { ...sent, traceparent: trace.childTraceparent() } : sent,
        body,
      });
    } catch (error) {
      const unreachable = unreachableError(path, error);
      const { statusText } = unreachable.extensions.upstream as { statusText: string };
      metrics.failed(method, template, statusText.toLowerCase());
      log().error({ upstream: { method, route: template, path }, err: error }, unreachable.message);
      throw unreachable;
    }
    const { status, statusText, retryAfter, text } = answer;
    if (status >= 200 && status < 300) return { data: text ? JSON.parse(text) : undefined };
    metrics.failed(method, template, String(status));
    const mapped = upstreamError(path, { status, statusText, retryAfter }, parsedOrUndefined(text));
    // The client's own mistakes (4xx) are its to read in the answer; the upstream's failures are ours.
    if (status >= 500) log().error({ upstream: { method, route: template, path, status } }, mapped.message);
    throw mapped;
  }

  return {
    GET: ((path, init) => send('GET', path, init)) as Call<'get'>,
    POST: ((path, init) => send('POST', path, init)) as Call<'post'>,
    DELETE: ((path, init) => send('DELETE', path, init)) as Call<'delete'>,
  };
}

/** Unwraps an answer that must have a body. */
export async function data<T>(call: Promise<{ data: T }>): Promise<Exclude<T, undefined>> {
  const { data: body } = await call;
  if (body === undefined) throw new Error('Upstream answered without a body');
  return body as Exclude<T, undefined>;
}
