'use client';

import { SessionProvider, signOut, useSession } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';

/** Ends a session whose identity can no longer be renewed (account disabled or deleted). */
function SignOutWhenRenewalFails() {
  const { data } = useSession();
  useEffect(() => {
    if (data?.error === 'RefreshFailed') void signOut({ redirect: false });
  }, [data?.error]);
  return null;
}

/**
 * The web session of spec section 4: loading until the first fetch ends, re-fetched when the tab
 * is visible again, when another tab signs in or out, and every `pollSeconds` when set.
 */
export function AuthSessionProvider({ children, pollSeconds }: { children: ReactNode; pollSeconds: number }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={pollSeconds}>
      <SignOutWhenRenewalFails />
      {children}
    </SessionProvider>
  );
}
