'use client';

import { useSession } from 'next-auth/react';

/**
 * Options for a query that needs the signed-in user: skipped until the session is known, and
 * carrying the session's token itself. On a reload the Apollo link's shared bearer is written a
 * moment after the session arrives, so a query started in that moment would go without it.
 */
export function useBearerQueryOptions(): { skip: boolean; context?: { headers: { authorization: string } } } {
  const { data, status } = useSession();
  const token = status === 'authenticated' ? data?.idToken : undefined;
  return token ? { skip: false, context: { headers: { authorization: `Bearer ${token}` } } } : { skip: true };
}
