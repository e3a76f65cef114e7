import type { Request } from '@playwright/test';

/**
 * The browser's calls to the web's /graphql: mutations are POSTs, queries GETs of persisted
 * queries whose URL carries the operation in its query string (so a glob `**\/graphql` misses them).
 */
export const GRAPHQL_ROUTE = /\/graphql(\?|$)/;

/** The operation a browser's GraphQL call names, from its GET query string or its POST body. */
export function operationNameOf(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
}
