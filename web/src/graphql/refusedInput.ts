import { CombinedGraphQLErrors } from '@apollo/client';

/** Codes of the answers by which the API refuses a query's arguments (decision 0001). */
const REFUSED_INPUT = new Set(['VALIDATION_ERROR', 'BAD_USER_INPUT']);

/**
 * Whether the API refused the arguments themselves: for a page whose address is the argument
 * (`/campaign/tarot_des_marees`, `/orders/abc`), an address that names nothing, as an unknown one does.
 */
export const isRefusedInput = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.every((entry) => REFUSED_INPUT.has(String(entry.extensions?.code)));
