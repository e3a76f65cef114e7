import { afterAll, beforeAll } from '@jest/globals';
import type { GraphqlServerConfig } from '../../graphql-server/src/config.js';
import { HOOK_TIMEOUT } from './hooks.js';
import { startGraphql, startRestApi, type GraphqlUnderTest, type RestApiUnderTest } from './servers.js';

// Apart from servers.ts, which the benchmarks import outside Jest, where `@jest/globals` has no hooks.

/**
 * A real rest-api and a GraphQL server in front of it for the test file that calls this: started
 * before its tests, stopped after. Read `api` and `gql` inside tests and hooks, once started.
 * `settings` change the GraphQL server's (its response cache, for a test that counts upstream calls).
 */
export function useStack(settings: Partial<GraphqlServerConfig> = {}): {
  readonly api: RestApiUnderTest;
  readonly gql: GraphqlUnderTest;
} {
  const stack = {} as { api: RestApiUnderTest; gql: GraphqlUnderTest };
  beforeAll(async () => {
    stack.api = await startRestApi();
    stack.gql = await startGraphql(stack.api.url, 5000, settings);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await stack.gql?.server.stop();
    await stack.api?.close();
  }, HOOK_TIMEOUT);
  return stack;
}
