import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The rest-api's Prometheus metrics at `GET /metrics`, in a registry of its own (the tests run
 * several apps in one process): requests by method, route pattern (`/order/{order_id}` as Fastify
 * names it, `unmatched` for a 404 without a route: never the URL) and status, with their latency;
 * the PostgreSQL pool's connections (none on PGlite, which has one connection of its own); and
 * Node's process metrics.
 */
/** The PostgreSQL pool's connections at a moment. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export function serveMetrics(app: FastifyInstance, poolUse: () => PoolUse | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const use = poolUse();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
}
