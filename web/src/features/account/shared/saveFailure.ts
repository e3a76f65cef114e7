import { CombinedGraphQLErrors } from '@apollo/client';

/** Why a change was not saved, as the form needs to know it. */
export type SaveFailure =
  /** The server refused these values: paths in the form's values (`firstName`, `address.city`). */
  | { kind: 'fields'; fields: string[] }
  /** The session is gone (expired, or the account was deleted elsewhere). */
  | { kind: 'session' }
  /** Anything else: the network, the server. */
  | { kind: 'failed' };

/**
 * `input.address.postalCode` (a field of the mutation's argument) or `code` (an argument of its
 * own): the path of the form value it is about. The facade names REST fields the GraphQL way.
 */
const formPath = (field: string) => field.replace(/^input\./, '');

function fieldNames(fields: unknown): string[] {
  if (Array.isArray(fields)) {
    return fields
      .map((entry: unknown) =>
        typeof entry === 'string' ? entry : typeof entry === 'object' && entry && 'field' in entry ? entry.field : null,
      )
      .filter((name): name is string => typeof name === 'string');
  }
  return typeof fields === 'object' && fields ? Object.keys(fields) : [];
}

/**
 * Reads a failed mutation. A `VALIDATION_ERROR` names its fields in `extensions.fields` (the
 * schema's convention); the upstream's wording is English and technical, so only the names are
 * kept and the form explains them in the shopper's language.
 */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'failed' };
  const codes = error.errors.map((entry) => entry.extensions?.code);
  if (codes.includes('UNAUTHENTICATED')) return { kind: 'session' };
  const fields = error.errors
    .filter((entry) => entry.extensions?.code === 'VALIDATION_ERROR')
    .flatMap((entry) => fieldNames(entry.extensions?.fields))
    .map(formPath);
  return fields.length > 0 ? { kind: 'fields', fields } : { kind: 'failed' };
}
