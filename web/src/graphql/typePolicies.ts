import type { TypePolicies } from '@apollo/client';

/**
 * How the Apollo caches (the browser's and a server render's) identify objects, in one place.
 * Everything else is keyed by its `id`. No list is paged through Apollo (catalog lists are
 * rendered on the server, the account's lists come whole), so no field policy merges pages.
 */
export const typePolicies: TypePolicies = {
  // One basket per viewer: every basket answer, the query's and each mutation's, is the same
  // object, which replaces itself in place (the top bar's badge, the basket page).
  Basket: { keyFields: [] },
};
