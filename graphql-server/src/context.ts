import type { Agent } from 'undici';
import { createLoaders, type Loaders } from './loaders.js';
import { createRestClient, type RestClient } from './rest/client.js';

/** Everything a resolver may use; built anew for every GraphQL request. */
export interface Context {
  rest: RestClient;
  loaders: Loaders;
}

export interface ContextDeps {
  restApiUrl: string;
  restTimeoutMs: number;
  agent: Agent;
}

export function createContext(deps: ContextDeps, authorization: string | undefined): Context {
  const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
  const rest = createRestClient({ baseUrl: deps.restApiUrl, agent: deps.agent, timeoutMs: deps.restTimeoutMs, token });
  return { rest, loaders: createLoaders(rest) };
}
