import { expect } from '@jest/globals';
import type { TestIdentity } from './identity.js';
import { contractErrors } from './openapi.js';
import type { RestApiUnderTest } from './servers.js';

export interface RestAnswer {
  status: number;
  // The tests read answers freely; the contract check below is what keeps them honest.
  body: any;
  headers: Headers;
}

export interface RestCall {
  /** The identity whose token goes in `Authorization`, or a raw token; nothing for a visitor. */
  as?: TestIdentity | string;
  json?: unknown;
  form?: FormData;
}

/** The contract path of a request path: `/order/12?x=1` is `/order/{order_id}`. */
const contractPath = (path: string) =>
  path
    .split('?')[0]!
    .replace(
      /^\/order\/(?!(create|check|comment|anonymous|address|option|cancel|pay|wallet)$)[^/]+$/,
      '/order/{order_id}',
    )
    .replace(/^\/pictures\/[^/]+$/, '/pictures/{picture_id}');

/**
 * Calls the rest-api the way a client does and checks every JSON answer against the contract
 * (status documented, body of the documented shape) before handing it back.
 */
export function restCaller(api: () => Pick<RestApiUnderTest, 'url'>) {
  return async (method: string, path: string, call: RestCall = {}): Promise<RestAnswer> => {
    const token = typeof call.as === 'string' ? call.as : call.as?.idToken;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(api().url + path, {
      method,
      headers,
      body: call.json !== undefined ? JSON.stringify(call.json) : call.form,
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined;
    if (body !== undefined || response.status === 204) {
      expect(contractErrors(method, contractPath(path), response.status, body)).toEqual([]);
    }
    return { status: response.status, body, headers: response.headers };
  };
}

/** The fields an error answer names. */
export const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);
