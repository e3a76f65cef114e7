import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express from 'express';
import http from 'node:http';
import type { GraphqlServerConfig } from './config.js';
import { createContext, type Context } from './context.js';
import { createUpstreamAgent } from './rest/client.js';
import { resolvers } from './resolvers/index.js';
import { typeDefs } from './schema.js';
import { firebaseViewer } from './viewer.js';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

// A campaign page nests campaign > packs > options > values: depth 8 leaves room, 10 blocks abuse.
const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 5000 },
  maxTokens: { n: 2000 },
});

export async function startServer(config: GraphqlServerConfig): Promise<RunningServer> {
  const app = express();
  const httpServer = http.createServer(app);
  const agent = createUpstreamAgent();
  const identifyViewer = firebaseViewer(config.firebaseProjectId);
  const protection = armor.protect();

  const apollo = new ApolloServer<Context>({
    typeDefs,
    resolvers,
    introspection: true,
    csrfPrevention: true,
    ...protection,
    // The plugin subpaths ship CommonJS declarations; at run time they are the same classes.
    plugins: [
      ...protection.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.production
        ? ApolloServerPluginLandingPageProductionDefault({ footer: false })
        : ApolloServerPluginLandingPageLocalDefault({ footer: false, embed: true }),
    ] as unknown as ApolloServerPlugin<Context>[],
  });
  await apollo.start();

  app.get('/health', (_request, response) => {
    response.json({ status: 'ok' });
  });
  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext(
          { restApiUrl: config.restApiUrl, restTimeoutMs: config.restTimeoutMs, agent, identifyViewer },
          req.headers.authorization,
        ),
    }),
  );

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://${config.host}:${port}/graphql`,
    async stop() {
      await apollo.stop();
      await agent.close();
    },
  };
}
