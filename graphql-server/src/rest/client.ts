import createClient, { type Client } from 'openapi-fetch';
import { Agent, fetch as undiciFetch, Request as UndiciRequest } from 'undici';
import type { paths } from '../generated/rest-api.js';
import { unreachableError, upstreamError } from './errors.js';

/** Connections to the rest-api, shared by every request of the process and kept alive. */
export function createUpstreamAgent(): Agent {
  return new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, connections: 64 });
}

export interface RestClientOptions {
  baseUrl: string;
  agent: Agent;
  timeoutMs: number;
  /** The caller's bearer token, forwarded as is; the rest-api verifies it again. */
  token?: string | undefined;
  /**
   * The client's address, told to the rest-api in `X-Forwarded-For` (it trusts the facade's
   * network), so that its per-address limits count visitors, not the facade.
   */
  clientAddress?: string | undefined;
}

export type RestClient = Client<paths>;

/**
 * A typed client of the REST contract for one GraphQL request. Every call has a time-out; a
 * non-OK answer or a failure to connect becomes the GraphQL error of `errors.ts`.
 */
export function createRestClient({ baseUrl, agent, timeoutMs, token, clientAddress }: RestClientOptions): RestClient {
  const client = createClient<paths>({
    baseUrl,
    Request: UndiciRequest as unknown as typeof Request,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      try {
        return (await undiciFetch(request as unknown as UndiciRequest, {
          dispatcher: agent,
          signal: AbortSignal.timeout(timeoutMs),
        })) as unknown as Response;
      } catch (error) {
        throw unreachableError(path, error);
      }
    },
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
  });
  client.use({
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      throw upstreamError(new URL(response.url).pathname, response, body);
    },
  });
  return client;
}

/** Unwraps an openapi-fetch result; failures were already thrown by the middleware above. */
export async function data<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await call;
  if (result.data === undefined) throw new Error('Upstream answered without a body');
  return result.data;
}
