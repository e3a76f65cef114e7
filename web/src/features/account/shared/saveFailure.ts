import { CombinedGraphQLErrors } from '@apollo/client';

/** Why a change was not saved, as the form needs to know it. */
export type SaveFailure =
  /** The server refused these values: paths in the form's values (`firstName`, `address.city`). */
  | { kind: 'fields'; fields: string[] }
  /** The session is gone (expired, or the account was deleted elsewhere). */
  | { kind: 'session' }
  /** Anything else: the network, the server. */
  | { kind: 'failed' };

const camelCase = (segment: string) => segment.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * `input.address.postalCode` (GraphQL argument), `body.address.postal_code` (the upstream's own
 * name, should the facade pass it through) or `code`: the path of the form value it is about.
 */
export const formPath = (field: string) =>
  field
    .replace(/^(input|body|query)\./, '')
    .split('.')
    .map(camelCase)
    .join('.');

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
