import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../rest-api/src/app.js';
import { startServer, type RunningServer } from '../../graphql-server/src/server.js';
import { createTestDatabase, type Backend, type TestDatabase } from './database.js';

export interface RestApiUnderTest extends TestDatabase {
  app: FastifyInstance;
  url: string;
  /** Every request the rest-api received, as `METHOD /path?query`. */
  calls: string[];
  close(): Promise<void>;
}

export async function startRestApi(backend: Backend = 'pglite'): Promise<RestApiUnderTest> {
  const database = await createTestDatabase(backend);
  const app = await buildApp({ db: database.db, publicUrl: 'http://localhost:4100' });
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

export interface GraphqlUnderTest {
  server: RunningServer;
  /** Posts an operation the way a client does and returns the parsed answer. */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
}

export async function startGraphql(restApiUrl: string, restTimeoutMs = 5000): Promise<GraphqlUnderTest> {
  const server = await startServer({ host: '127.0.0.1', port: 0, restApiUrl, restTimeoutMs, production: false });
  return {
    server,
    async query(query, variables) {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as never;
    },
  };
}

/**
 * A real rest-api and a GraphQL server in front of it for the test file that calls this: started
 * before its tests, stopped after. Read `api` and `gql` inside tests and hooks, once started.
 */
export function useStack(): { readonly api: RestApiUnderTest; readonly gql: GraphqlUnderTest } {
  const stack = {} as { api: RestApiUnderTest; gql: GraphqlUnderTest };
  beforeAll(async () => {
    stack.api = await startRestApi();
    stack.gql = await startGraphql(stack.api.url);
  });
  afterAll(async () => {
    await stack.gql?.server.stop();
    await stack.api?.close();
  });
  return stack;
}
