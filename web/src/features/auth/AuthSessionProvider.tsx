'use client';

import { SessionContext, SessionProvider, signOut, useSession } from 'next-auth/react';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { provideSession } from '@/graphql/sessionSource';
import { ServerHtmlScript } from '@/ui/ServerHtmlScript';
import { onUserChange, rememberSession, sessionBearer } from './sessionBearer';
import { hasSessionHint, rememberSessionHint, SESSION_HINT_SCRIPT } from './sessionHint';

// Every page has this provider, so the GraphQL client has the session before its first query.
provideSession({ bearer: sessionBearer, onUserChange });

/**
 * Set once the page's first hydration is over: a provider mounted later (the root layout remounts
 * on a language switch) starts hydrated.
 */
let pageHydrated = false;

/**
 * Shares the session with code outside React (the GraphQL client's bearer), keeps the session
 * hint cookie in step, and ends a session whose identity can no longer be renewed (account
 * disabled or deleted).
 */
function SessionBridge() {
  const { data, status } = useSession();
  useEffect(() => {
    rememberSession(data, status === 'loading');
    if (status !== 'loading') rememberSessionHint(status === 'authenticated');
    if (data?.error === 'RefreshFailed') void signOut({ redirect: false });
  }, [data, status]);
  return null;
}

/**
 * The server's HTML (cached, the same for everyone) shows the session as loading; the browser
 * knows better from its first render, but hydration must see what the server rendered. Until
 * hydration ends, the components below read "loading"; then the real state, without remounting,
 * in a transition: every component that reads the session renders again then, in short tasks
 * after hydration rather than in the one that runs the effects (decision 0020).
 */
function HydratedSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  const value = useMemo(
    () => (hydrated ? session : { data: null, status: 'loading' as const, update: session.update }),
    [hydrated, session],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * The web session of spec section 4: re-fetched when the tab is visible again, when another tab
 * signs in or out, and every `pollSeconds` when set. A browser without the session hint is
 * signed out from its first render, without asking the server; one with it asks once. Before
 * hydration, the inline script marks <html> from the same hint. `nonce`: the page's, for it.
 */
export function AuthSessionProvider({
  children,
  pollSeconds,
  nonce,
}: {
  children: ReactNode;
  pollSeconds: number;
  nonce?: string;
}) {
  // Read once, on the provider's first render in the browser: next-auth keeps it as its state.
  const initialSession = typeof document === 'undefined' || hasSessionHint(document.cookie) ? undefined : null;
  return (
    <SessionProvider session={initialSession} refetchOnWindowFocus refetchInterval={pollSeconds}>
      <ServerHtmlScript nonce={nonce} code={SESSION_HINT_SCRIPT} />
      <SessionBridge />
      <HydratedSession>{children}</HydratedSession>
    </SessionProvider>
  );
}
