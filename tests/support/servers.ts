import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../../rest-api/src/app.js';
import { firebaseIdentity, type IdentityService } from '../../rest-api/src/auth/identity.js';
import type { Clock } from '../../rest-api/src/clock.js';
import {
  readJobsConfig,
  type JobsConfig,
  type MailConfig,
  type PaymentConfig,
  type RateLimitConfig,
} from '../../rest-api/src/config.js';
import type { DeliverWebhook } from '../../rest-api/src/payments/test-provider.js';
import { readConfig, type GraphqlServerConfig } from '../../graphql-server/src/config.js';
import { startServer, type RunningServer, type ServerOptions } from '../../graphql-server/src/server.js';
import { createTestDatabase, type Backend, type TestDatabase } from './database.js';

export interface RestApiUnderTest extends TestDatabase {
  app: FastifyInstance;
  url: string;
  /** Every request the rest-api received, as `METHOD /path?query`. */
  calls: string[];
  close(): Promise<void>;
}

const FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';

/** The payment settings of test servers: the test provider, a known secret, the web's test origin. */
export const TEST_PAYMENT: PaymentConfig = {
  provider: 'test',
  webhookSecret: 'test-webhook-secret',
  returnOrigins: ['http://localhost:3000'],
  settleWaitMs: 5000,
};

/** The job worker of test servers: the defaults, with retries quick enough for a test to watch. */
/** E-mails stay in the process unless a test gives an SMTP server (a mail catcher); no basket sweep. */
export const TEST_MAIL: MailConfig = {
  smtpUrl: undefined,
  from: 'Storefront <no-reply@storefront.test>',
  siteUrl: 'http://localhost:3000',
  forgottenBasketSweepSeconds: 0,
};

const TEST_JOBS: JobsConfig = { ...readJobsConfig({}), pollMs: 100, retryBaseMs: 50, retryMaxMs: 400 };

export interface RestApiOptions {
  /** Replaces the identity service (the run's Auth emulator) to make it fail on purpose. */
  identity?: (emulator: IdentityService) => IdentityService;
  /** The time the rest-api's rules read (basket expiry, reservations, webhook timestamps). */
  clock?: Clock;
  /** The payment settings; a known webhook secret lets a test sign events itself. */
  payment?: PaymentConfig;
  /** Changes to the job worker's settings (a shorter reconciliation delay...). */
  jobs?: Partial<JobsConfig>;
  /** Where e-mails go (a test's mail catcher). */
  mail?: Partial<MailConfig>;
  /** Wraps the test provider's webhook deliveries (to make some fail). */
  webhookDelivery?: (inApp: DeliverWebhook) => DeliverWebhook;
  /** The rate limits; the environment's (`RATE_LIMIT_*`, `REDIS_URL`) when absent. */
  limits?: RateLimitConfig;
  /** A logger the test reads; no logging when absent. */
  logger?: FastifyBaseLogger;
  /** Serve Swagger UI at `/docs` (main.ts does outside production). */
  docs?: boolean;
}

export async function startRestApi(
  backend: Backend = 'pglite',
  options: RestApiOptions = {},
): Promise<RestApiUnderTest> {
  const database = await createTestDatabase(backend);
  const emulator = firebaseIdentity(FIREBASE_PROJECT_ID);
  const identity = options.identity?.(emulator) ?? emulator;
  const app = await buildApp({
    db: database.db,
    publicUrl: 'http://localhost:4100',
    identity,
    clock: options.clock,
    payment: options.payment ?? TEST_PAYMENT,
    jobs: { ...TEST_JOBS, ...options.jobs },
    mail: { ...TEST_MAIL, ...options.mail },
    webhookDelivery: options.webhookDelivery,
    limits: options.limits,
    logger: options.logger,
    docs: options.docs,
  });
  const calls: string[] = [];
  app.addHook('onRequest', async (request) => {
    calls.push(`${request.method} ${request.url}`);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    ...database,
    app,
    url,
    calls,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

type GraphqlAnswer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

export interface GraphqlUnderTest {
  server: RunningServer;
  /** Posts an operation the way a client does, with a bearer `token` when given; returns the parsed answer. */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string },
  ): Promise<GraphqlAnswer<T>>;
  /** The same, with the HTTP status of the answer. */
  post<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string },
  ): Promise<{ status: number; body: GraphqlAnswer<T> }>;
}

const uncached = readConfig({ GRAPHQL_CACHE: 'off' });

/**
 * A facade without its response cache nor its short-lived REST entries (GRAPHQL_CACHE=off), for a
 * test that counts or exhausts upstream calls.
 */
export const UNCACHED: Partial<GraphqlServerConfig> = {
  cache: uncached.cache,
  authorListTtlMs: uncached.authorListTtlMs,
};

/** Starts a GraphQL server with the defaults of development; `settings` change the others (production, limits). */
export async function startGraphql(
  restApiUrl: string,
  restTimeoutMs = 5000,
  settings: Partial<GraphqlServerConfig> = {},
  options: ServerOptions = {},
): Promise<GraphqlUnderTest> {
  const server = await startServer(
    {
      // Quiet as the rest-api of the tests is, unless a test asks for a level or its own logger.
      ...readConfig({ LOG_LEVEL: 'silent' }),
      ...settings,
      host: '127.0.0.1',
      port: 0,
      restApiUrl,
      restTimeoutMs,
      firebaseProjectId: FIREBASE_PROJECT_ID,
    },
    options,
  );
  const post = async (query: string, variables?: Record<string, unknown>, options: { token?: string } = {}) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as never };
  };
  return {
    server,
    post,
    query: async (query, variables, options) => (await post(query, variables, options)).body,
  };
}
