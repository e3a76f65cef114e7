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

/** What the context is built from: the caller's credentials and address. */
export interface Caller {
  authorization: string | undefined;
  /** The client's address, as the HTTP server resolved it behind the trusted proxies. */
  address: string | undefined;
}

/** Verifies the bearer token once per request (a bad one fails the request with 401). */
export async function createContext(deps: ContextDeps, caller: Caller): Promise<Context> {
  const viewer = await deps.identifyViewer(caller.authorization);
  const rest = createRestClient({
    baseUrl: deps.restApiUrl,
    agent: deps.agent,
    timeoutMs: deps.restTimeoutMs,
    token: viewer?.token,
    clientAddress: caller.address,
  });
  return { viewer, rest, loaders: createLoaders(rest) };
}
