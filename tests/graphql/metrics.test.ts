import { describe, expect, it } from '@jest/globals';
import { operationLabels } from '../../graphql-server/src/observability/metrics.js';
import { BACKENDS } from '../support/database.js';
import { startRestApi } from '../support/servers.js';
import { useStack } from '../support/stack.js';

/** The value of one sample of a Prometheus text exposition, or undefined when absent. */
function sample(exposition: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of exposition.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

const metricsOf = async (origin: string) => {
  const response = await fetch(`${origin}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe('Prometheus metrics of the facade and the rest-api', () => {
  // With the response cache, as in production: the second identical query is a hit.
  const stack = useStack();
  const facadeOrigin = () => new URL(stack.gql.server.url).origin;

  it('counts GraphQL requests by operation name, upstream calls by REST route, cache hits and misses', async () => {
    const list = 'query MetricsList { campaigns(first: 2) { nodes { title(lang: EN) } } }';
    expect((await stack.gql.query(list)).errors).toBeUndefined();
    expect((await stack.gql.query(list)).errors).toBeUndefined();
    await stack.gql.query('{ faq { id } }');
    await stack.gql.query('query MetricsMissing { campaign(url: "no-such-campaign") { id } }');

    const facade = await metricsOf(facadeOrigin());
    const requests = 'graphql_request_duration_seconds_count';
    expect(sample(facade, requests, { operation: 'MetricsList', outcome: 'ok' })).toBe(2);
    expect(sample(facade, requests, { operation: 'anonymous', outcome: 'ok' })).toBe(1);
    expect(sample(facade, 'graphql_response_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(facade, 'graphql_response_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(3);
    // The list was asked for once: the second answer came from the cache.
    expect(sample(facade, 'graphql_upstream_requests_total', { method: 'GET', route: '/campaign/search' })).toBe(1);
    const notFound = { method: 'GET', route: '/campaign/detail', status: '404' };
    expect(sample(facade, 'graphql_upstream_errors_total', notFound)).toBe(1);
    expect(facade).not.toContain('no-such-campaign');
    expect(facade).toContain('process_cpu_user_seconds_total');

    const rest = await metricsOf(stack.api.url);
    const restRequests = 'http_request_duration_seconds_count';
    expect(sample(rest, restRequests, { method: 'GET', route: '/campaign/search', status: '200' })).toBe(1);
    expect(sample(rest, restRequests, { method: 'GET', route: '/campaign/detail', status: '404' })).toBe(1);
    expect(rest).not.toContain('no-such-campaign');
  });

  it('labels a request without a route by `unmatched`, never by its URL', async () => {
    expect((await fetch(`${stack.api.url}/made-up/12345`)).status).toBe(404);
    const rest = await metricsOf(stack.api.url);
    expect(sample(rest, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(rest).not.toContain('made-up');
  });

  it('collapses operation names past the limit into `other`', () => {
    const label = operationLabels(2);
    expect([label('A'), label('B'), label('C'), label('A'), label(undefined)]).toEqual([
      'A',
      'B',
      'other',
      'A',
      'anonymous',
    ]);
  });
});

(BACKENDS.includes('postgres') ? describe : describe.skip)('the database pool in the metrics (PostgreSQL)', () => {
  it('shows the open, idle and waiting connections', async () => {
    const api = await startRestApi('postgres');
    try {
      await fetch(`${api.url}/campaign/list`);
      const rest = await metricsOf(api.url);
      expect(sample(rest, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(rest, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(rest, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } finally {
      await api.close();
    }
  });
});
