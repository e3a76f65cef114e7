import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What the REST client counts: one increment per call, and one per failure. */
export interface UpstreamMetrics {
  /** Counts a call of the contract's route `route` (its template: `/order/{order_id}`, never a URL). */
  called(method: string, route: string): void;
  /** Counts a call that did not answer 2xx: its status, `timeout` or `unreachable`. */
  failed(method: string, route: string, status: string): void;
}

export interface Metrics {
  registry: Registry;
  upstream: UpstreamMetrics;
  plugin: ApolloServerPlugin<BaseContext>;
}

/**
 * Operation names are the client's to choose: the first `limit` distinct ones get a label of their
 * own and the rest share `other`, so that a client making names up cannot grow the series without
 * bound. The web's operations (a few dozen) are all seen long before.
 */
export function operationLabels(limit: number): (name: string | null | undefined) => string {
  const known = new Set<string>();
  return (name) => {
    if (!name) return 'anonymous';
    if (known.has(name)) return name;
    if (known.size >= limit) return 'other';
    known.add(name);
    return name;
  };
}

/** One labelled child per method and route, made once: a call costs two map reads, not a label hash. */
function perRoute<T>(make: (method: string, route: string) => T): (method: string, route: string) => T {
  const byRoute = new Map<string, Map<string, T>>();
  return (method, route) => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let child = byMethod.get(method);
    if (!child) byMethod.set(method, (child = make(method, route)));
    return child;
  };
}

/**
 * The facade's Prometheus metrics, in a registry of its own (a process may run several servers:
 * the tests): GraphQL requests by operation name and outcome, upstream calls and failures by REST
 * route, the response cache's hits and misses, and Node's process metrics.
 */
export function createMetrics(options: { responseCache: boolean }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'graphql_request_duration_seconds',
    help: 'GraphQL requests by operation name and outcome (ok, or error when the answer has errors)',
    labelNames: ['operation', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const calls = new Counter({
    name: 'graphql_upstream_requests_total',
    help: 'Calls to the rest-api by method and route of the REST contract',
    labelNames: ['method', 'route'],
    registers,
  });
  const failures = new Counter({
    name: 'graphql_upstream_errors_total',
    help: 'Calls to the rest-api that did not answer 2xx: by route and status (or timeout, unreachable)',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const cache = new Counter({
    name: 'graphql_response_cache_requests_total',
    help: 'Queries looked up in the whole-answer cache, by result (hit or miss)',
    labelNames: ['result'],
    registers,
  });
  const callsOf = perRoute((method, route) => calls.labels(method, route));
  const operation = operationLabels(100);

  return {
    registry,
    upstream: {
      called: (method, route) => callsOf(method, route).inc(),
      failed: (method, route, status) => failures.inc({ method, route, status }),
    },
    plugin: {
      async requestDidStart() {
        const started = performance.now();
        return {
          async willSendResponse({ operation: resolved, operationName, metrics, response, errors }) {
            const seconds = (performance.now() - started) / 1000;
            const label = resolved ? operation(operationName) : 'invalid';
            requests.observe({ operation: label, outcome: errors?.length ? 'error' : 'ok' }, seconds);
            if (options.responseCache && resolved?.operation === 'query' && response.body.kind === 'single') {
              cache.inc({ result: metrics.responseCacheHit ? 'hit' : 'miss' });
            }
          },
        };
      },
    },
  };
}
