import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export interface RestApiConfig {
  host: string;
  port: number;
  /** Origin that prefixes image paths in answers (what browsers can reach). */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files when no `databaseUrl` is set. */
  dataDir: string;
  /**
   * The Firebase project whose ID tokens are accepted. Credentials for a real project come from
   * GOOGLE_APPLICATION_CREDENTIALS (a service account file), read by firebase-admin itself.
   */
  firebaseProjectId: string;
  payment: PaymentConfig;
  /** How often expired stock reservations are released, in seconds; 0 leaves it to the requests. */
  reservationSweepSeconds: number;
}

/** The payment provider and what its webhooks and wallet returns are checked against. */
export interface PaymentConfig {
  /** `PAYMENT_PROVIDER`: only `test`, the built-in provider, exists today. */
  provider: 'test';
  /** `PAYMENT_WEBHOOK_SECRET`: the HMAC key shared with the provider. */
  webhookSecret: string;
  /** `PAYMENT_RETURN_ORIGINS`: where a wallet payment may send the buyer back. */
  returnOrigins: string[];
}

export const PAYMENT_PROVIDERS = ['test'] as const;

/**
 * Without PAYMENT_WEBHOOK_SECRET each process makes up its own key: enough for the test provider,
 * which signs in the same process, but several replicas behind a real provider must share one.
 */
export function readPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || 'test';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`PAYMENT_PROVIDER=${provider} is not a known payment provider (${PAYMENT_PROVIDERS.join(', ')})`);
  }
  const webPort = env.WEB_PORT ?? '3000';
  const origins = env.PAYMENT_RETURN_ORIGINS
    ? env.PAYMENT_RETURN_ORIGINS.split(',')
    : [env.NEXT_PUBLIC_SITE_URL, `http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  return {
    provider: 'test',
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    returnOrigins: [...new Set(origins.flatMap((origin) => (origin?.trim() ? [new URL(origin.trim()).origin] : [])))],
  };
}

/** The project of the Auth emulator `npm start` runs (`demo-` projects never reach Google). */
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-storefront';
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestApiConfig {
  const port = Number(env.REST_API_PORT ?? 4100);
  return {
    host: env.REST_API_HOST ?? '127.0.0.1',
    port,
    publicUrl: (env.REST_API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? DEFAULT_DATA_DIR,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID,
    payment: readPaymentConfig(env),
    reservationSweepSeconds: Number(env.RESERVATION_SWEEP_SECONDS ?? 60),
  };
}

/** How many requests one client may make; 0 turns a limit off. */
export interface RateLimitConfig {
  /** `RATE_LIMIT_WRITES_PER_USER`: writes (POST, PUT, PATCH, DELETE) per signed-in user per minute. */
  writesPerUser: number;
  /** `RATE_LIMIT_WRITES_PER_IP`: writes per client address per minute. */
  writesPerIp: number;
  /** `RATE_LIMIT_READS_PER_IP`: reads (GET, HEAD) per client address per minute. */
  readsPerIp: number;
  /** `RATE_LIMIT_SUPPORT_TICKETS_PER_IP`: support requests per client address per hour. */
  supportTicketsPerIp: number;
  /** `RATE_LIMIT_SUPPORT_MB_PER_IP`: megabytes of support requests per client address per hour. */
  supportMegabytesPerIp: number;
  /** `REDIS_URL`: where replicas share their counters; in this process's memory when unset. */
  redisUrl: string | undefined;
  /** `RATE_LIMIT_REDIS_PREFIX`: the prefix of the counters' Redis keys. */
  redisPrefix: string;
}

const count = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * Defaults far above what a person or the test suites do (which all come from 127.0.0.1), and
 * tight for support requests, which each store up to 15 MB.
 */
export function readRateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  return {
    writesPerUser: count(env.RATE_LIMIT_WRITES_PER_USER, 120),
    writesPerIp: count(env.RATE_LIMIT_WRITES_PER_IP, 1200),
    readsPerIp: count(env.RATE_LIMIT_READS_PER_IP, 60_000),
    supportTicketsPerIp: count(env.RATE_LIMIT_SUPPORT_TICKETS_PER_IP, 20),
    supportMegabytesPerIp: count(env.RATE_LIMIT_SUPPORT_MB_PER_IP, 100),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.RATE_LIMIT_REDIS_PREFIX || 'storefront:rest-api:rate',
  };
}

/**
 * `REST_API_TRUST_PROXY`: the proxies whose `X-Forwarded-For` names the client (proxy-addr
 * syntax). By default the local and private networks the web and graphql-server run in.
 */
export const readTrustProxy = (env: NodeJS.ProcessEnv = process.env) =>
  env.REST_API_TRUST_PROXY || 'loopback,uniquelocal';
