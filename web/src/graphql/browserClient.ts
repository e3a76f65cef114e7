'use client';

import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { onUserChange, sessionBearer } from '@/features/auth/sessionBearer';
import { createRetryLink } from './retry';

let client: ApolloClient | undefined;

function createClient(): ApolloClient {
  const created = new ApolloClient({
    cache: new InMemoryCache(),
    link: createRetryLink()
      .concat(
        new SetContextLink(async (previous) => {
          // A caller that already holds a token (right after sign-in) sends it itself.
          if ((previous.headers as Record<string, string> | undefined)?.authorization) return {};
          const token = await sessionBearer();
          return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
        }),
      )
      // The web's own origin: app/graphql/route.ts forwards to the GraphQL API.
      .concat(new HttpLink({ uri: '/graphql' })),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  // Spec section 4: the cached user, basket, favorites and orders go when the user changes.
  onUserChange(() => void created.clearStore());
  return created;
}

/**
 * The one Apollo Client of the browser, created on first use. Only user data goes through it
 * (catalog pages are rendered on the server), so it is loaded lazily, by the parts that need it.
 */
export function browserApolloClient(): ApolloClient {
  client ??= createClient();
  return client;
}
