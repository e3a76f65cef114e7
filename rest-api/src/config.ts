import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';
import { env, EnvironmentError, parseEnvironment, type Environment } from './env.js';

export { EnvironmentError, type Environment };

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
  /** `LOG_LEVEL`: pino's level for the request log (`silent` turns it off). */
  logLevel: string;
  payment: PaymentConfig;
  jobs: JobsConfig;
  pool: PoolConfig;
  mail: MailConfig;
  limits: RateLimitConfig;
  /** Swagger UI for the REST contract at `/docs`: on unless NODE_ENV=production. */
  docs: boolean;
  /** `SHUTDOWN_TIMEOUT_MS`: how long a signal waits for requests and background work before exiting anyway. */
  shutdownTimeoutMs: number;
  /** OpenTelemetry traces, exported over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; off otherwise. */
  tracing: TracingConfig | undefined;
}

export interface TracingConfig {
  /** `OTEL_SERVICE_NAME`: the `service.name` of this part's spans. */
  serviceName: string;
}

/** How the job worker polls, leases and retries (`jobs/runner.ts`). */
export interface JobSettings {
  /** How often an idle worker looks for due jobs (`JOBS_POLL_MS`). */
  pollMs: number;
  /** How long a claimed job is held before another worker may take it (`JOBS_LEASE_SECONDS`). */
  leaseSeconds: number;
  /** The first retry's delay, doubled at each failure (`JOBS_RETRY_BASE_MS`)... */
  retryBaseMs: number;
  /** ...up to this (`JOBS_RETRY_MAX_MS`). */
  retryMaxMs: number;
  /** How long `stop()` waits for the running job (`JOBS_STOP_TIMEOUT_MS`). */
  stopTimeoutMs: number;
}

/** Where and as whom e-mails go out. */
export interface MailConfig {
  /**
   * `SMTP_URL` (smtp://user:pass@host:port, smtps:// for TLS from the start). Unset, e-mails are
   * rendered and recorded as sent without leaving the process (a test, or a server with no mail).
   */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender shown to the recipient. */
  from: string;
  /** `MAIL_SITE_URL`: the shop's public address, for the links in e-mails. */
  siteUrl: string;
  /** `FORGOTTEN_BASKET_SWEEP_SECONDS`: how often baskets untouched for a day are looked for; 0 never. */
  forgottenBasketSweepSeconds: number;
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

/** The project of the Auth emulator `npm start` runs (`demo-` projects never reach Google). */
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-storefront';
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Comma-separated origins, each an http(s) URL. */
const origins = env.custom<string[] | undefined>(undefined, (raw) => {
  const list = raw.split(',').flatMap((origin) => (origin.trim() ? [origin.trim()] : []));
  const bad = list.find((origin) => !URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol));
  return bad === undefined
    ? list
    : { problem: `expected comma-separated http(s) origins (${JSON.stringify(bad)} is not one)` };
});

const paymentEnv = {
  NODE_ENV: env.text(undefined),
  PAYMENT_PROVIDER: env.oneOf(PAYMENT_PROVIDERS, undefined),
  PAYMENT_WEBHOOK_SECRET: env.text(undefined),
  PAYMENT_RETURN_ORIGINS: origins,
  NEXT_PUBLIC_SITE_URL: env.url(undefined),
  WEB_PORT: env.port(3000),
  PAYMENT_SETTLE_WAIT_MS: env.wholeNumber(5000),
};

const jobsEnv = {
  JOBS_POLL_MS: env.wholeNumber(1000, 1),
  JOBS_LEASE_SECONDS: env.wholeNumber(60, 1),
  JOBS_RETRY_BASE_MS: env.wholeNumber(1000, 1),
  JOBS_RETRY_MAX_MS: env.wholeNumber(3_600_000, 1),
  JOBS_STOP_TIMEOUT_MS: env.wholeNumber(10_000),
  RESERVATION_SWEEP_SECONDS: env.wholeNumber(60),
  PAYMENT_RECONCILE_AFTER_SECONDS: env.wholeNumber(120, 1),
  CAMPAIGN_SETTLE_SECONDS: env.wholeNumber(60),
};

const poolEnv = {
  DATABASE_POOL_MAX: env.wholeNumber(10, 1),
  DATABASE_CONNECT_TIMEOUT_MS: env.wholeNumber(5000, 1),
  DATABASE_IDLE_TIMEOUT_MS: env.wholeNumber(30_000),
  DATABASE_STATEMENT_TIMEOUT_MS: env.wholeNumber(15_000, 1),
};

const mailEnv = {
  SMTP_URL: env.url(undefined, ['smtp:', 'smtps:']),
  MAIL_FROM: env.text('Storefront <no-reply@storefront.localhost>'),
  MAIL_SITE_URL: env.url(undefined),
  NEXT_PUBLIC_SITE_URL: env.url(undefined),
  WEB_PORT: env.port(3000),
  FORGOTTEN_BASKET_SWEEP_SECONDS: env.wholeNumber(600),
};

const rateLimitEnv = {
  RATE_LIMIT_WRITES_PER_USER: env.wholeNumber(120),
  RATE_LIMIT_WRITES_PER_IP: env.wholeNumber(1200),
  RATE_LIMIT_READS_PER_IP: env.wholeNumber(60_000),
  RATE_LIMIT_SUPPORT_TICKETS_PER_IP: env.wholeNumber(20),
  RATE_LIMIT_SUPPORT_MB_PER_IP: env.wholeNumber(100),
  REDIS_URL: env.url(undefined, ['redis:', 'rediss:']),
  RATE_LIMIT_REDIS_PREFIX: env.text('storefront:rest-api:rate'),
};

const trustProxyEnv = { REST_API_TRUST_PROXY: env.text('loopback,uniquelocal') };

// The exporter reads the endpoint (and the other OTEL_EXPORTER_OTLP_* variables) itself; checked
// here so that a typo stops the start instead of losing the traces.
const tracingEnv = {
  OTEL_EXPORTER_OTLP_ENDPOINT: env.url(undefined),
  OTEL_SERVICE_NAME: env.text('storefront-rest-api'),
};

const crashEnv = { NODE_ENV: env.text(undefined), TEST_CRASH_AFTER: env.text(undefined) };

/** Every variable the rest-api reads, so that a start reports all the wrong ones at once. */
export const restApiEnvironment = z.object({
  REST_API_HOST: env.text('127.0.0.1'),
  REST_API_PORT: env.port(4100),
  REST_API_PUBLIC_URL: env.url(undefined),
  DATABASE_URL: env.url(undefined, ['postgres:', 'postgresql:']),
  PGLITE_DATA_DIR: env.text(DEFAULT_DATA_DIR),
  FIREBASE_PROJECT_ID: env.text(DEFAULT_FIREBASE_PROJECT_ID),
  SHUTDOWN_TIMEOUT_MS: env.wholeNumber(10_000, 1),
  LOG_LEVEL: env.oneOf(LOG_LEVELS, 'info'),
  ...paymentEnv,
  ...jobsEnv,
  ...poolEnv,
  ...mailEnv,
  ...rateLimitEnv,
  ...trustProxyEnv,
  ...tracingEnv,
  ...crashEnv,
});

type Parsed<S extends Record<string, z.ZodType>> = z.output<z.ZodObject<S>>;
const parse = <S extends Record<string, z.ZodType>>(shape: S, source: Environment): Parsed<S> =>
  parseEnvironment(z.object(shape), source);

/**
 * Without PAYMENT_WEBHOOK_SECRET each process makes up its own key: enough for the test provider,
 * which signs in the same process, but several replicas behind a real provider must share one.
 */
function paymentConfig(e: Parsed<typeof paymentEnv>): PaymentConfig {
  // The test provider accepts any card number: a production server must ask for it by name.
  if (e.NODE_ENV === 'production' && !e.PAYMENT_PROVIDER) {
    throw new EnvironmentError([
      'NODE_ENV=production without PAYMENT_PROVIDER: refusing to take orders with the test payment provider, which charges no card (set PAYMENT_PROVIDER=test to run it anyway)',
    ]);
  }
  const origins = e.PAYMENT_RETURN_ORIGINS ?? [
    e.NEXT_PUBLIC_SITE_URL,
    `http://localhost:${e.WEB_PORT}`,
    `http://127.0.0.1:${e.WEB_PORT}`,
  ];
  return {
    provider: 'test',
    webhookSecret: e.PAYMENT_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    returnOrigins: [...new Set(origins.flatMap((origin) => (origin ? [new URL(origin).origin] : [])))],
    settleWaitMs: e.PAYMENT_SETTLE_WAIT_MS,
  };
}

const jobsConfig = (e: Parsed<typeof jobsEnv>): JobsConfig => ({
  pollMs: e.JOBS_POLL_MS,
  leaseSeconds: e.JOBS_LEASE_SECONDS,
  retryBaseMs: e.JOBS_RETRY_BASE_MS,
  retryMaxMs: e.JOBS_RETRY_MAX_MS,
  stopTimeoutMs: e.JOBS_STOP_TIMEOUT_MS,
  reservationSweepSeconds: e.RESERVATION_SWEEP_SECONDS,
  reconcileAfterSeconds: e.PAYMENT_RECONCILE_AFTER_SECONDS,
  campaignSettleSeconds: e.CAMPAIGN_SETTLE_SECONDS,
});

const poolConfig = (e: Parsed<typeof poolEnv>): PoolConfig => ({
  max: e.DATABASE_POOL_MAX,
  connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
  idleTimeoutMs: e.DATABASE_IDLE_TIMEOUT_MS,
  statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
});

/**
 * E-mails: `npm start` points `SMTP_URL` at the mail catcher it runs; without it, e-mails are only
 * recorded (see MailConfig).
 */
const mailConfig = (e: Parsed<typeof mailEnv>): MailConfig => ({
  smtpUrl: e.SMTP_URL,
  from: e.MAIL_FROM,
  siteUrl: (e.MAIL_SITE_URL ?? e.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${e.WEB_PORT}`).replace(/\/$/, ''),
  forgottenBasketSweepSeconds: e.FORGOTTEN_BASKET_SWEEP_SECONDS,
});

export const readPaymentConfig = (source: Environment = process.env) => paymentConfig(parse(paymentEnv, source));
export const readJobsConfig = (source: Environment = process.env) => jobsConfig(parse(jobsEnv, source));
export const readPoolConfig = (source: Environment = process.env) => poolConfig(parse(poolEnv, source));
export const readMailConfig = (source: Environment = process.env) => mailConfig(parse(mailEnv, source));

/**
 * `TEST_CRASH_AFTER`: the point where the crash tests make the process kill itself (see
 * crash-point.ts); ignored under NODE_ENV=production, where no test hook may ever fire.
 */
export function readCrashPoint(source: Environment = process.env): string | undefined {
  const e = parse(crashEnv, source);
  return e.NODE_ENV === 'production' ? undefined : e.TEST_CRASH_AFTER;
}

/** The whole configuration, every variable checked: an EnvironmentError lists each wrong one. */
export function readConfig(source: Environment = process.env): RestApiConfig {
  const e = parseEnvironment(restApiEnvironment, source);
  return {
    host: e.REST_API_HOST,
    port: e.REST_API_PORT,
    publicUrl: (e.REST_API_PUBLIC_URL ?? `http://localhost:${e.REST_API_PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.PGLITE_DATA_DIR,
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    logLevel: e.LOG_LEVEL,
    payment: paymentConfig(e),
    jobs: jobsConfig(e),
    pool: poolConfig(e),
    mail: mailConfig(e),
    limits: rateLimitConfig(e),
    docs: e.NODE_ENV !== 'production',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: e.OTEL_SERVICE_NAME } : undefined,
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

const rateLimitConfig = (e: Parsed<typeof rateLimitEnv>): RateLimitConfig => ({
  writesPerUser: e.RATE_LIMIT_WRITES_PER_USER,
  writesPerIp: e.RATE_LIMIT_WRITES_PER_IP,
  readsPerIp: e.RATE_LIMIT_READS_PER_IP,
  supportTicketsPerIp: e.RATE_LIMIT_SUPPORT_TICKETS_PER_IP,
  supportMegabytesPerIp: e.RATE_LIMIT_SUPPORT_MB_PER_IP,
  redisUrl: e.REDIS_URL,
  redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
});

/**
 * Defaults far above what a person or the test suites do (which all come from 127.0.0.1), and
 * tight for support requests, which each store up to 15 MB.
 */
export const readRateLimitConfig = (source: Environment = process.env) => rateLimitConfig(parse(rateLimitEnv, source));

/**
 * `REST_API_TRUST_PROXY`: the proxies whose `X-Forwarded-For` names the client (proxy-addr
 * syntax). By default the local and private networks the web and graphql-server run in.
 */
export const readTrustProxy = (source: Environment = process.env) => parse(trustProxyEnv, source).REST_API_TRUST_PROXY;
