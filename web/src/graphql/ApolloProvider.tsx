'use client';

import { HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { useApolloClient } from '@apollo/client/react';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import type { Session } from 'next-auth';
import { getSession, useSession } from 'next-auth/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { createRetryLink } from './retry';

/** Renew a little before expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

type BearerSource = () => Promise<string | undefined>;

// The browser calls the web's own origin; next.config.ts rewrites /graphql to the GraphQL API.
const makeClient = (bearer: BearerSource) => () =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: createRetryLink()
      .concat(
        new SetContextLink(async (previous) => {
          // A caller that already holds a token (right after sign-in) sends it itself.
          if ((previous.headers as Record<string, string> | undefined)?.authorization) return {};
          const token = await bearer();
          return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
        }),
      )
      .concat(new HttpLink({ uri: typeof window === 'undefined' ? process.env.GRAPHQL_URL : '/graphql' })),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });

/** The session's ID token, renewed through next-auth when it is about to expire. */
function useBearer(): BearerSource {
  const { data } = useSession();
  const session = useRef<Session | null>(data);
  useEffect(() => {
    session.current = data;
  }, [data]);
  return useCallback(async () => {
    let current = session.current;
    if (current && Date.now() > current.idTokenExpiresAt - EXPIRY_MARGIN_MS) current = await getSession();
    return current?.idToken;
  }, []);
}

/**
 * Spec section 4: on sign-out (or another user signing in) the cached user, basket, favorites
 * and orders go, so nothing of one user is ever shown to the next.
 */
function ClearCacheOnUserChange() {
  const client = useApolloClient();
  const { data, status } = useSession();
  const userId = status === 'loading' ? undefined : (data?.user.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) void client.clearStore();
    previous.current = userId;
  }, [client, userId]);
  return null;
}

/** Apollo Client for client components, sending the signed-in user's token. */
export function ApolloProvider({ children }: { children: ReactNode }) {
  const bearer = useBearer();
  return (
    <ApolloNextAppProvider makeClient={makeClient(bearer)}>
      <ClearCacheOnUserChange />
      {children}
    </ApolloNextAppProvider>
  );
}
