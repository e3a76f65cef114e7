'use client';

import { useSession } from 'next-auth/react';

/**
 * Options for a query that needs the signed-in user: skipped until the session says so. The
 * bearer itself comes from the Apollo link (graphql/browserClient.ts), which asks next-auth when
 * a query starts before the session provider has reported.
 */
export function useSignedInQueryOptions(): { skip: boolean } {
  return { skip: useSession().status !== 'authenticated' };
}
