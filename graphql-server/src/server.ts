import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import http from 'node:http';
import type { GraphqlServerConfig } from './config.js';
import { createContext, type Context } from './context.js';
import { formatError } from './format-error.js';
import { answerClientErrorsAsJson } from './http/client-errors.js';
import { jsonErrors, notFound, requireJsonPost } from './http/json-errors.js';
import { documentLimits, parseOptions } from './limits.js';
import { createRateLimiter, rateLimitedViewer } from './rate-limit.js';
import { createUpstreamAgent } from './rest/client.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { firebaseViewer } from './viewer.js';
import { wellFormedText } from './well-formed-text.js';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The largest request body read; a larger one is refused with 413. */
const BODY_LIMIT = '100kb';

export async function startServer(config: GraphqlServerConfig): Promise<RunningServer> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = http.createServer(app);
  answerClientErrorsAsJson(httpServer);
  const agent = createUpstreamAgent();
  const identifyViewer = firebaseViewer(config.firebaseProjectId);
  const limiter = await createRateLimiter(config.rateLimit);
  const protection = documentLimits();

  const apollo = new ApolloServer<Context>({
    typeDefs,
    resolvers,
    introspection: config.introspection,
    csrfPrevention: true,
    parseOptions,
    formatError: formatError(config.production),
    // Also turns off batching and stack traces in error answers, in every mode.
    ...protection,
    // The plugin subpaths ship CommonJS declarations; at run time they are the same classes.
    plugins: [
      ...protection.plugins,
      wellFormedText<Context>(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true })
        : ApolloServerPluginLandingPageDisabled(),
    ] as unknown as ApolloServerPlugin<Context>[],
  });
  await apollo.start();

  app.get('/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  app.use(
    '/graphql',
    requireJsonPost,
    express.json({ limit: BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext(
          {
            restApiUrl: config.restApiUrl,
            restTimeoutMs: config.restTimeoutMs,
            agent,
            identifyViewer: rateLimitedViewer(identifyViewer, limiter, req.ip ?? 'unknown'),
          },
          { authorization: req.headers.authorization, address: req.ip },
        ),
    }),
  );
  app.use(notFound);
  app.use(jsonErrors);

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}/graphql`,
    async stop() {
      await apollo.stop();
      await agent.close();
      await limiter.close();
    },
  };
}
