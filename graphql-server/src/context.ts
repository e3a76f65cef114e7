import type { Agent } from 'undici';
import { createLoaders, type Loaders } from './loaders.js';
import { createRestClient, type RestClient } from './rest/client.js';
import type { IdentifyViewer, Viewer } from './viewer.js';

/** Everything a resolver may use; built anew for every GraphQL request. */
export interface Context {
  /** The signed-in user, or null for a visitor. */
  viewer: Viewer | null;
  rest: RestClient;
  loaders: Loaders;
}

export interface ContextDeps {
  restApiUrl: string;
  restTimeoutMs: number;
  agent: Agent;
  identifyViewer: IdentifyViewer;
}

/** Verifies the bearer token once per request (a bad one fails the request with 401). */
export async function createContext(deps: ContextDeps, authorization: string | undefined): Promise<Context> {
  const viewer = await deps.identifyViewer(authorization);
  const rest = createRestClient({
    baseUrl: deps.restApiUrl,
    agent: deps.agent,
    timeoutMs: deps.restTimeoutMs,
    token: viewer?.token,
  });
  return { viewer, rest, loaders: createLoaders(rest) };
}
