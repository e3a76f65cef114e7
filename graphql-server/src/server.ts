import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import http from 'node:http';
import { createCaching } from './cache/caching.js';
import { compiledExecution } from './compiled-execution.js';
import type { GraphqlServerConfig } from './config.js';
import { createContext, type Context } from './context.js';
import { formatError } from './format-error.js';
import { clientAddress } from './http/client-address.js';
import { answerClientErrorsAsJson } from './http/client-errors.js';
import { graphqlOverHttp } from './http/graphql-over-http.js';
import { readiness, type ReadinessCheck } from './http/readiness.js';
import { documentLimits, parseOptions } from './limits.js';
import { withRestNames } from './naming.js';
import { createLogger, type Logger } from './observability/log.js';
import { createMetrics } from './observability/metrics.js';
import { requestLog } from './observability/request-log.js';
import { createRateLimiter, rateLimitedViewer } from './rate-limit.js';
import { createUpstreamPool } from './rest/client.js';
import { restApiReady } from './rest/readiness.js';
import { shortLived } from './rest/short-lived.js';
import type { RestAuthor } from './rest/types.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { firebaseViewer } from './viewer.js';
import { wellFormedText } from './well-formed-text.js';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * How long an idle keep-alive connection stays open: longer than a balancer in front keeps its idle
 * connections to us (haproxy about 15 s, a cloud balancer 60 s), so the balancer is always the side
 * that closes one, never sending a request on a connection we are closing (decision 0018). Node's
 * 5 s raced haproxy's pool. The rest-api (Fastify) keeps 72 s too.
 */
const KEEP_ALIVE_MS = 72_000;

/** The largest request body read; a larger one is refused with 413. */
const BODY_LIMIT = 100 * 1024;

export interface ServerOptions {
  /** The JSON log; one on stdout at `config.logLevel` when absent (a test passes one it reads). */
  logger?: Logger;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Node joins a repeated unknown header with commas; a `traceparent` given twice is invalid anyway. */
const oneHeader = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function startServer(config: GraphqlServerConfig, options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const httpServer = http.createServer({ keepAliveTimeout: KEEP_ALIVE_MS });
  answerClientErrorsAsJson(httpServer);
  const pool = createUpstreamPool(config.restApiUrl, config.restTimeoutMs);
  const authorList = shortLived<RestAuthor[]>(config.authorListTtlMs);
  const identifyViewer = firebaseViewer(config.firebaseProjectId);
  const limiter = await createRateLimiter(config.rateLimit, logger);
  const protection = documentLimits();
  const caching = await createCaching<Context>(config.cache, logger);
  const metrics = createMetrics({ responseCache: config.cache.responses });
  // Ready when the rest-api is (its database answers), and Redis, when there is one, answers too.
  const readinessChecks: ReadinessCheck[] = [restApiReady(pool)];
  if (config.cache.redisUrl) readinessChecks.push({ name: 'redis', run: () => caching.ping() });

  const apollo = new ApolloServer<Context>({
    gateway: compiledExecution<Context>({ typeDefs, resolvers: withRestNames(typeDefs, resolvers) }),
    introspection: config.introspection,
    csrfPrevention: true,
    logger,
    parseOptions,
    formatError: formatError(config.production),
    // Also turns off batching and stack traces in error answers, in every mode.
    ...protection,
    ...caching.options,
    // The plugin subpaths ship CommonJS declarations; at run time they are the same classes.
    plugins: [
      ...protection.plugins,
      wellFormedText<Context>(),
      requestLog(logger),
      metrics.plugin,
      ...caching.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true })
        : ApolloServerPluginLandingPageDisabled(),
    ] as unknown as ApolloServerPlugin<Context>[],
  });
  await apollo.start();

  const addressOf = clientAddress(config.trustProxy);
  httpServer.on(
    'request',
    graphqlOverHttp(apollo, {
      bodyLimit: BODY_LIMIT,
      logger,
      routes: {
        '/health': async () => ({ status: 200, contentType: JSON_TYPE, body: '{"status":"ok"}' }),
        '/ready': readiness(readinessChecks),
        '/metrics': async () => ({
          status: 200,
          contentType: metrics.registry.contentType,
          body: await metrics.registry.metrics(),
        }),
      },
      context: async (request) => {
        const address = addressOf(request);
        return createContext(
          {
            pool,
            authorList,
            identifyViewer: rateLimitedViewer(identifyViewer, limiter, address),
            logger,
            upstreamMetrics: metrics.upstream,
          },
          {
            authorization: request.headers.authorization,
            address,
            traceparent: oneHeader(request.headers.traceparent),
          },
        );
      },
    }),
  );

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}/graphql`,
    async stop() {
      await apollo.stop();
      await pool.close();
      await limiter.close();
      await caching.close();
    },
  };
}
