import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { MailConfig } from './emails/sender.js';
import type { JobSettings } from './jobs/runner.js';

/** The variables a part reads: `process.env`, or a test's own (typed loosely, so `{}` means all defaults). */
export type Environment = Readonly<Record<string, string | undefined>>;

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
  jobs: JobsConfig;
  pool: PoolConfig;
  mail: MailConfig;
  /** `SHUTDOWN_TIMEOUT_MS`: how long a signal waits for requests and background work before exiting anyway. */
  shutdownTimeoutMs: number;
}

/** The job worker and the periodic work it does. */
export interface JobsConfig extends JobSettings {
  /** How often expired stock reservations are released, in seconds; 0 leaves it to the requests. */
  reservationSweepSeconds: number;
  /** `PAYMENT_RECONCILE_AFTER_SECONDS`: a payment still PENDING this long is looked up at the provider. */
  reconcileAfterSeconds: number;
  /** `CAMPAIGN_SETTLE_SECONDS`: how often ended campaigns are looked for and settled; 0 never settles them. */
  campaignSettleSeconds: number;
}

/** The PostgreSQL server's connection pool (unused on PGlite, which has one connection). */
export interface PoolConfig {
  /** `DATABASE_POOL_MAX`: connections open at most. */
  max: number;
  /** `DATABASE_CONNECT_TIMEOUT_MS`: how long a request waits for a connection before it answers 503. */
  connectTimeoutMs: number;
  /** `DATABASE_IDLE_TIMEOUT_MS`: an idle connection is closed after this long. */
  idleTimeoutMs: number;
  /** `DATABASE_STATEMENT_TIMEOUT_MS`: the server cancels a statement running longer. */
  statementTimeoutMs: number;
}

/** The payment provider and what its webhooks and wallet returns are checked against. */
export interface PaymentConfig {
  /** `PAYMENT_PROVIDER`: only `test`, the built-in provider, exists today. */
  provider: 'test';
  /** `PAYMENT_WEBHOOK_SECRET`: the HMAC key shared with the provider. */
  webhookSecret: string;
  /** `PAYMENT_RETURN_ORIGINS`: where a wallet payment may send the buyer back. */
  returnOrigins: string[];
  /** `PAYMENT_SETTLE_WAIT_MS`: how long `/order/pay` waits for the provider's outcome before answering WAITING. */
  settleWaitMs: number;
}

export const PAYMENT_PROVIDERS = ['test'] as const;

/**
 * Without PAYMENT_WEBHOOK_SECRET each process makes up its own key: enough for the test provider,
 * which signs in the same process, but several replicas behind a real provider must share one.
 */
export function readPaymentConfig(env: Environment = process.env): PaymentConfig {
  // The test provider accepts any card number: a production server must ask for it by name.
  if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
    throw new Error(
      'NODE_ENV=production without PAYMENT_PROVIDER: refusing to take orders with the test payment provider, which charges no card (set PAYMENT_PROVIDER=test to run it anyway)',
    );
  }
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
    settleWaitMs: Number(env.PAYMENT_SETTLE_WAIT_MS ?? 5000),
  };
}

export function readJobsConfig(env: Environment = process.env): JobsConfig {
  return {
    pollMs: Number(env.JOBS_POLL_MS ?? 1000),
    leaseSeconds: Number(env.JOBS_LEASE_SECONDS ?? 60),
    retryBaseMs: Number(env.JOBS_RETRY_BASE_MS ?? 1000),
    retryMaxMs: Number(env.JOBS_RETRY_MAX_MS ?? 3_600_000),
    stopTimeoutMs: Number(env.JOBS_STOP_TIMEOUT_MS ?? 10_000),
    reservationSweepSeconds: Number(env.RESERVATION_SWEEP_SECONDS ?? 60),
    reconcileAfterSeconds: Number(env.PAYMENT_RECONCILE_AFTER_SECONDS ?? 120),
    campaignSettleSeconds: Number(env.CAMPAIGN_SETTLE_SECONDS ?? 60),
  };
}

/**
 * `TEST_CRASH_AFTER`: the point where the crash tests make the process kill itself (see
 * crash-point.ts); ignored under NODE_ENV=production, where no test hook may ever fire.
 */
export function readCrashPoint(env: Environment = process.env): string | undefined {
  return env.NODE_ENV === 'production' ? undefined : env.TEST_CRASH_AFTER || undefined;
}

/** The project of the Auth emulator `npm start` runs (`demo-` projects never reach Google). */
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-storefront';
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

/** A whole number of at least `min` from the environment, or the default when unset. */
function integer(env: Environment, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name}=${raw} is not a whole number of at least ${min}`);
  return value;
}

export function readPoolConfig(env: Environment = process.env): PoolConfig {
  return {
    max: integer(env, 'DATABASE_POOL_MAX', 10, 1),
    connectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 1),
    idleTimeoutMs: integer(env, 'DATABASE_IDLE_TIMEOUT_MS', 30_000),
    statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 1),
  };
}

export function readConfig(env: Environment = process.env): RestApiConfig {
  const port = Number(env.REST_API_PORT ?? 4100);
  return {
    host: env.REST_API_HOST ?? '127.0.0.1',
    port,
    publicUrl: (env.REST_API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? DEFAULT_DATA_DIR,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID,
    payment: readPaymentConfig(env),
    jobs: readJobsConfig(env),
    pool: readPoolConfig(env),
    mail: readMailConfig(env),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
  };
}

/**
 * E-mails: `npm start` points `SMTP_URL` at the mail catcher it runs; without it, e-mails are only
 * recorded (see MailConfig).
 */
export function readMailConfig(env: Environment = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error(`SMTP_URL=${smtpUrl} must start with smtp:// or smtps://`);
  return {
    smtpUrl,
    from: env.MAIL_FROM || 'Storefront <no-reply@storefront.localhost>',
    siteUrl: (env.MAIL_SITE_URL || env.NEXT_PUBLIC_SITE_URL || `http://localhost:${env.WEB_PORT ?? '3000'}`).replace(
      /\/$/,
      '',
    ),
    forgottenBasketSweepSeconds: integer(env, 'FORGOTTEN_BASKET_SWEEP_SECONDS', 600),
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
export function readRateLimitConfig(env: Environment = process.env): RateLimitConfig {
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
export const readTrustProxy = (env: Environment = process.env) => env.REST_API_TRUST_PROXY || 'loopback,uniquelocal';
