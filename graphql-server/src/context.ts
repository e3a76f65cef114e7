import type { Pool } from 'undici';
import { createLoaders, type Loaders } from './loaders.js';
import { createRestClient, type RestClient } from './rest/client.js';
import type { RestAuthor } from './rest/types.js';
import type { IdentifyViewer, Viewer } from './viewer.js';

/** Everything a resolver may use; built anew for every GraphQL request. */
export interface Context {
  /** The signed-in user, or null for a visitor. */
  viewer: Viewer | null;
  rest: RestClient;
  loaders: Loaders;
}

export interface ContextDeps {
  /** The connections to the rest-api. */
  pool: Pool;
  /** The author list shared by the requests of the process for a few seconds (`rest/short-lived.ts`). */
  authorList: (load: () => Promise<RestAuthor[]>) => Promise<RestAuthor[]>;
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
  const rest = createRestClient({ pool: deps.pool, token: viewer?.token, clientAddress: caller.address });
  return { viewer, rest, loaders: createLoaders(rest, deps.authorList) };
}
