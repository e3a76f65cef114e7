import { z } from 'zod';
import { env, parseEnvironment, type Environment } from './env.js';

export { EnvironmentError, type Environment } from './env.js';

export interface RateLimitConfig {
  /** Requests one client may make per window (GRAPHQL_RATE_LIMIT_POINTS). */
  points: number;
  /** The window, in seconds (GRAPHQL_RATE_LIMIT_WINDOW_SECONDS). */
  windowSeconds: number;
  /** Shares the counters between replicas through Redis when set (REDIS_URL); in memory otherwise. */
  redisUrl: string | undefined;
  /** Prefix of the Redis keys (GRAPHQL_RATE_LIMIT_PREFIX), so that several deployments can share one Redis. */
  keyPrefix: string;
}

export interface CacheConfig {
  /** Whether whole public answers are kept and served again (GRAPHQL_CACHE; `off` turns it off). */
  responses: boolean;
  /** Keeps the answers and persisted queries in Redis, shared by every replica, when set (REDIS_URL); in memory otherwise. */
  redisUrl: string | undefined;
  /** Prefix of the Redis keys (GRAPHQL_CACHE_PREFIX), so that several deployments can share one Redis. */
  keyPrefix: string;
}

export interface GraphqlServerConfig {
  host: string;
  port: number;
  restApiUrl: string;
  /** Time-out of each upstream call, in milliseconds. */
  restTimeoutMs: number;
  /**
   * How long the author list, the same for everyone and asked for by every campaign page, is kept
   * in the process, in milliseconds: 5 s, or 0 when GRAPHQL_CACHE is `off` (uncached benchmarks).
   */
  authorListTtlMs: number;
  production: boolean;
  /** Whether introspection and the Apollo Sandbox are served (GRAPHQL_INTROSPECTION; off in production). */
  introspection: boolean;
  /**
   * Which proxies may name the client in `X-Forwarded-For` (TRUST_PROXY, Express's `trust proxy`
   * setting: `true`, a hop count, or addresses and subnets); by default the local and private
   * networks the web server runs in, so that visitors rendered by the web are told apart.
   */
  trustProxy: boolean | number | string;
  rateLimit: RateLimitConfig;
  cache: CacheConfig;
  /**
   * The Firebase project whose ID tokens are accepted (FIREBASE_PROJECT_ID). A real project's
   * credentials come from GOOGLE_APPLICATION_CREDENTIALS, read by firebase-admin itself.
   */
  firebaseProjectId: string;
  /** The pino level of the JSON log (LOG_LEVEL: `info` by default, `silent` for none). */
  logLevel: string;
  /** OpenTelemetry traces, exported over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; off otherwise. */
  tracing: TracingConfig | undefined;
}

export interface TracingConfig {
  /** `OTEL_SERVICE_NAME`: the `service.name` of this part's spans. */
  serviceName: string;
}

/** Express's `trust proxy` syntax: `true`, `false`, a hop count, or addresses and subnets. */
const trustProxy = env.custom<boolean | number | string>('loopback,uniquelocal', (raw) => {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
});

/** Every variable the graphql-server reads, so that a start reports all the wrong ones at once. */
export const graphqlServerEnvironment = z.object({
  NODE_ENV: env.text(undefined),
  GRAPHQL_HOST: env.text('127.0.0.1'),
  GRAPHQL_PORT: env.port(4000),
  REST_API_URL: env.url('http://127.0.0.1:4100'),
  REST_TIMEOUT_MS: env.wholeNumber(5000, 1),
  GRAPHQL_CACHE: env.oneOf(['on', 'off'], 'on'),
  GRAPHQL_INTROSPECTION: env.oneOf(['true', 'false'], undefined),
  TRUST_PROXY: trustProxy,
  // 50 requests a second sustained: far above a shopper (a page makes a few), far below a flood.
  GRAPHQL_RATE_LIMIT_POINTS: env.wholeNumber(3000, 1),
  GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: env.wholeNumber(60, 1),
  REDIS_URL: env.url(undefined, ['redis:', 'rediss:']),
  GRAPHQL_RATE_LIMIT_PREFIX: env.text('graphql-rate'),
  GRAPHQL_CACHE_PREFIX: env.text('graphql-cache:'),
  FIREBASE_PROJECT_ID: env.text('demo-storefront'),
  LOG_LEVEL: env.oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  // The exporter reads the endpoint (and the other OTEL_EXPORTER_OTLP_* variables) itself; checked
  // here so that a typo stops the start instead of losing the traces.
  OTEL_EXPORTER_OTLP_ENDPOINT: env.url(undefined),
  OTEL_SERVICE_NAME: env.text('storefront-graphql'),
});

/** The configuration, every variable checked: an EnvironmentError lists each wrong one. */
export function readConfig(source: Environment = process.env): GraphqlServerConfig {
  const e = parseEnvironment(graphqlServerEnvironment, source);
  const production = e.NODE_ENV === 'production';
  const cached = e.GRAPHQL_CACHE === 'on';
  return {
    host: e.GRAPHQL_HOST,
    port: e.GRAPHQL_PORT,
    restApiUrl: e.REST_API_URL.replace(/\/$/, ''),
    restTimeoutMs: e.REST_TIMEOUT_MS,
    authorListTtlMs: cached ? 5000 : 0,
    production,
    introspection: e.GRAPHQL_INTROSPECTION ? e.GRAPHQL_INTROSPECTION === 'true' : !production,
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      points: e.GRAPHQL_RATE_LIMIT_POINTS,
      windowSeconds: e.GRAPHQL_RATE_LIMIT_WINDOW_SECONDS,
      redisUrl: e.REDIS_URL,
      keyPrefix: e.GRAPHQL_RATE_LIMIT_PREFIX,
    },
    cache: { responses: cached, redisUrl: e.REDIS_URL, keyPrefix: e.GRAPHQL_CACHE_PREFIX },
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    logLevel: e.LOG_LEVEL,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: e.OTEL_SERVICE_NAME } : undefined,
  };
}
