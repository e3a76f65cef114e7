import { GraphQLError } from 'graphql';
import { graphqlName } from '../naming.js';
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
  | 'RATE_LIMITED'
  | NonNullable<RestErrorBody['code']>;

// An upstream refusing the size of a request the client's input made (a long argument in its URL)
// blames the client; the message stays the one spec section 8 gives other statuses.
const TOO_LARGE = { code: 'BAD_USER_INPUT', message: 'Generic Error' } as const;

// Spec section 8: the status and the message shown for it.
const BY_STATUS: Record<number, { code: UpstreamErrorCode; message: string }> = {
  400: { code: 'BAD_USER_INPUT', message: 'Bad Request' },
  401: { code: 'UNAUTHENTICATED', message: 'Unauthorized' },
  403: { code: 'FORBIDDEN', message: 'Forbidden' },
  404: { code: 'NOT_FOUND', message: 'Not Found' },
  413: TOO_LARGE,
  414: TOO_LARGE,
  422: { code: 'VALIDATION_ERROR', message: 'Validation Error' },
  429: { code: 'RATE_LIMITED', message: 'Too Many Requests' },
  431: TOO_LARGE,
  500: { code: 'UPSTREAM_ERROR', message: 'Internal Server Error' },
  502: { code: 'UPSTREAM_UNAVAILABLE', message: 'Bad Gateway' },
  503: { code: 'UPSTREAM_UNAVAILABLE', message: 'Service Unavailable' },
};
const GENERIC = { code: 'UPSTREAM_ERROR', message: 'Generic Error' } as const;

function isErrorBody(body: unknown): body is RestErrorBody {
  return typeof body === 'object' && body !== null && 'statusCode' in body;
}

/** What the mapping reads of an upstream answer. */
interface UpstreamAnswer {
  status: number;
  statusText: string;
  /** The answer's `Retry-After` header. */
  retryAfter: string | undefined;
}

/** Maps a non-OK upstream answer to the GraphQL error clients see. */
export function upstreamError(
  path: string,
  { status, statusText, retryAfter }: UpstreamAnswer,
  body: unknown,
): GraphQLError {
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
      // A rate-limited client learns when to try again, as the rest-api told the facade.
      ...(status === 429 && retryAfter ? { retryAfter: Number(retryAfter) } : {}),
    },
  });
}

// The errors of undici's dispatcher when one of its time-outs fired.
const TIME_OUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The upstream did not answer in time or could not be reached. */
export function unreachableError(path: string, cause: unknown): GraphQLError {
  const timedOut = cause instanceof Error && TIME_OUTS.has((cause as NodeJS.ErrnoException).code ?? '');
  return new GraphQLError(timedOut ? 'Upstream time-out' : 'Service Unavailable', {
    extensions: {
      code: 'UPSTREAM_UNAVAILABLE',
      upstream: { path, status: null, statusText: timedOut ? 'Timeout' : 'Unreachable' },
    },
  });
}

export const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';

type FieldError = NonNullable<RestErrorBody['errors']>[number];

/**
 * Gives the fields of an upstream error the names the GraphQL client knows: a field of the
 * request's body or query (`body.first_name`) is renamed as the operation's arguments are, a field
 * of the viewer's basket (`basket.delivery_country`) as the `Basket` type names it, and others
 * (`header.authorization`) stay.
 */
function renamingFields<T>(call: Promise<T>, rename: (path: string[]) => string): Promise<T> {
  return call.catch((error: unknown) => {
    if (!(error instanceof GraphQLError) || !Array.isArray(error.extensions.fields)) throw error;
    const fields = (error.extensions.fields as FieldError[]).map((f) => {
      const [location, ...path] = f.field.split('.');
      if (location === 'body' || location === 'query') return { ...f, field: rename(path) };
      if (location === 'basket') return { ...f, field: [location, ...path.map(graphqlName)].join('.') };
      return f;
    });
    throw new GraphQLError(error.message, { extensions: { ...error.extensions, fields } });
  });
}

/** For an input object argument: `body.address.postal_code` becomes `input.address.postalCode`. */
export const inInput = <T>(call: Promise<T>, argument = 'input') =>
  renamingFields(call, (path) => [argument, ...path.map(graphqlName)].join('.'));

/**
 * For a call whose body or query holds the operation's arguments: `body.return_url` becomes
 * `returnUrl`, `body.card.exp_year` `card.expYear`; `renamed` maps a REST field to another argument
 * (`{ address: 'input' }`: `body.address.city` becomes `input.city`).
 */
export const inArguments = <T>(call: Promise<T>, renamed: Record<string, string> = {}) =>
  renamingFields(call, ([first = '', ...rest]) =>
    [renamed[first] ?? graphqlName(first), ...rest.map(graphqlName)].join('.'),
  );

/** For a call that takes one scalar argument: whatever field of the request is named, it is that argument. */
export const inArgument = <T>(call: Promise<T>, argument: string) => renamingFields(call, () => argument);
