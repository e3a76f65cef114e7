import { createLoaders, type Loaders } from './loaders.js';
import type { Logger } from './observability/log.js';
import type { UpstreamMetrics } from './observability/metrics.js';
import { traceOf, type Trace } from './observability/trace.js';
import { createRestClient, type RestClient, type UpstreamPool } from './rest/client.js';
import type { RestAuthor } from './rest/types.js';
import type { IdentifyViewer, Viewer } from './viewer.js';

/** Everything a resolver may use; built anew for every GraphQL request. */
export interface Context {
  /** The signed-in user, or null for a visitor. */
  viewer: Viewer | null;
  rest: RestClient;
  loaders: Loaders;
  /** The request's place in a trace across the parts: its id is on every log line of the request. */
  trace: Trace;
  /** The request's logger (its lines carry the trace id), made the first time something logs. */
  log: () => Logger;
}

export interface ContextDeps {
  /** The connections to the rest-api. */
  pool: UpstreamPool;
  /** The author list shared by the requests of the process for a few seconds (`rest/short-lived.ts`). */
  authorList: (load: () => Promise<RestAuthor[]>) => Promise<RestAuthor[]>;
  identifyViewer: IdentifyViewer;
  logger: Logger;
  upstreamMetrics: UpstreamMetrics;
}

/** What the context is built from: the caller's credentials, address and trace. */
export interface Caller {
  authorization: string | undefined;
  /** The client's address, as the HTTP server resolved it behind the trusted proxies. */
  address: string | undefined;
  /** The caller's W3C `traceparent` header (the web sends one), continued when valid. */
  traceparent: string | undefined;
}

/** Verifies the bearer token once per request (a bad one fails the request with 401). */
export async function createContext(deps: ContextDeps, caller: Caller): Promise<Context> {
  const trace = traceOf(caller.traceparent);
  let child: Logger | undefined;
  // Most requests log nothing of their own: the child logger is made only for those that do.
  const log = () => (child ??= deps.logger.child({ traceId: trace.traceId }));
  const viewer = await deps.identifyViewer(caller.authorization);
  const rest = createRestClient({
    pool: deps.pool,
    token: viewer?.token,
    clientAddress: caller.address,
    trace,
    log,
    metrics: deps.upstreamMetrics,
  });
  return { viewer, rest, loaders: createLoaders(rest, deps.authorList), trace, log };
}
