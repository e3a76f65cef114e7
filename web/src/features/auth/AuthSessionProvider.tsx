'use client';

import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';
import { rememberSession } from './sessionBearer';

/**
 * Shares the session with code outside React (the GraphQL client's bearer), and ends a session
 * whose identity can no longer be renewed (account disabled or deleted).
 */
function SessionBridge() {
  const { data, status } = useSession();
  useEffect(() => {
    rememberSession(data, status === 'loading');
    if (data?.error === 'RefreshFailed') void signOut({ redirect: false });
  }, [data, status]);
  return null;
}

/**
 * The web session of spec section 4: loading until the first fetch ends, re-fetched when the tab
 * is visible again, when another tab signs in or out, and every `pollSeconds` when set.
 * `initialSession` null says the request had no session cookie: signed out without asking.
 */
export function AuthSessionProvider({
  children,
  pollSeconds,
  initialSession,
}: {
  children: ReactNode;
  pollSeconds: number;
  initialSession: null | undefined;
}) {
  return (
    <SessionProvider session={initialSession} refetchOnWindowFocus refetchInterval={pollSeconds}>
      <SessionBridge />
      {children}
    </SessionProvider>
  );
}
