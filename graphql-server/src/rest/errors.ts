import { GraphQLError } from 'graphql';
import type { RestErrorBody } from './types.js';

/** The `extensions.code` of every failure the facade reports for an upstream call. */
export type UpstreamErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_ERROR'
  | NonNullable<RestErrorBody['code']>;

// Spec section 8: the status and the message shown for it.
const BY_STATUS: Record<number, { code: UpstreamErrorCode; message: string }> = {
  400: { code: 'BAD_USER_INPUT', message: 'Bad Request' },
  401: { code: 'UNAUTHENTICATED', message: 'Unauthorized' },
  403: { code: 'FORBIDDEN', message: 'Forbidden' },
  404: { code: 'NOT_FOUND', message: 'Not Found' },
  422: { code: 'VALIDATION_ERROR', message: 'Validation Error' },
  500: { code: 'UPSTREAM_ERROR', message: 'Internal Server Error' },
  502: { code: 'UPSTREAM_UNAVAILABLE', message: 'Bad Gateway' },
  503: { code: 'UPSTREAM_UNAVAILABLE', message: 'Service Unavailable' },
};
const GENERIC = { code: 'UPSTREAM_ERROR', message: 'Generic Error' } as const;

function isErrorBody(body: unknown): body is RestErrorBody {
  return typeof body === 'object' && body !== null && 'statusCode' in body;
}

/** Maps a non-OK upstream answer to the GraphQL error clients see. */
export function upstreamError(path: string, status: number, statusText: string, body: unknown): GraphQLError {
  const known =
    BY_STATUS[status] ??
    (status >= 500 ? { code: 'UPSTREAM_ERROR' as const, message: 'Internal Server Error' } : GENERIC);
  const rest = isErrorBody(body) ? body : undefined;
  // Client mistakes keep the upstream's explanation; server failures keep it private.
  const message = status < 500 && rest?.message ? `${known.message}: ${rest.message}` : known.message;
  return new GraphQLError(message, {
    extensions: {
      code: rest?.code ?? known.code,
      upstream: { path, status, statusText },
      ...(rest?.errors ? { fields: rest.errors } : {}),
    },
  });
}

/** The upstream did not answer in time or could not be reached. */
export function unreachableError(path: string, cause: unknown): GraphQLError {
  const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
  return new GraphQLError(timedOut ? 'Upstream time-out' : 'Service Unavailable', {
    extensions: {
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: { path, status: null, statusText: timedOut ? 'Timeout' : 'Unreachable' },
    },
  });
}

export const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';
