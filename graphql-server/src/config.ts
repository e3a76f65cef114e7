/** The variables a part reads: `process.env`, or a test's own (typed loosely, so `{}` means all defaults). */
export type Environment = Readonly<Record<string, string | undefined>>;

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
}

function readTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return 'loopback,uniquelocal';
  if (value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function readConfig(env: Environment = process.env): GraphqlServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    host: env.GRAPHQL_HOST ?? '127.0.0.1',
    port: Number(env.GRAPHQL_PORT ?? 4000),
    restApiUrl: (env.REST_API_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    restTimeoutMs: Number(env.REST_TIMEOUT_MS ?? 5000),
    authorListTtlMs: env.GRAPHQL_CACHE === 'off' ? 0 : 5000,
    production,
    introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'true' : !production,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      // 50 requests a second sustained: far above a shopper (a page makes a few), far below a flood.
      points: Number(env.GRAPHQL_RATE_LIMIT_POINTS ?? 3000),
      windowSeconds: Number(env.GRAPHQL_RATE_LIMIT_WINDOW_SECONDS ?? 60),
      redisUrl: env.REDIS_URL || undefined,
      keyPrefix: env.GRAPHQL_RATE_LIMIT_PREFIX ?? 'graphql-rate',
    },
    cache: {
      responses: env.GRAPHQL_CACHE !== 'off',
      redisUrl: env.REDIS_URL || undefined,
      keyPrefix: env.GRAPHQL_CACHE_PREFIX ?? 'graphql-cache:',
    },
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-storefront',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
