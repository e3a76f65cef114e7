'use client';

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { OperationTypeNode } from 'graphql';
import { refetchOnFocus } from './refetchOnFocus';
import { createRetryLink } from './retry';
import { sessionSource } from './sessionSource';
import { typePolicies } from './typePolicies';

let client: ApolloClient | undefined;

/** The hex SHA-256 of a query, its persisted-query id. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A visitor's queries (catalog data, live stock: public answers) go as automatic persisted
 * queries: a GET naming the query's hash, which the facade and a CDN in front of the web can
 * answer from their caches; the full query is sent only the first time. A signed-in user's
 * operations and every mutation stay plain POSTs: their answers are private, so a GET would gain
 * no cache and cost the hash round trip (docs/decisions/0016-response-cache.md). Web Crypto exists
 * only on secure origins (HTTPS, localhost): on a plain-HTTP address everything is a POST.
 */
function transport(): ApolloLink {
  // The web's own origin: app/graphql/route.ts forwards to the GraphQL API.
  const http = new HttpLink({ uri: '/graphql' });
  if (!globalThis.crypto?.subtle) return http;
  const persisted = new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http);
  const visitorQuery = (operation: ApolloLink.Operation) =>
    operation.operationType === OperationTypeNode.QUERY &&
    !(operation.getContext().headers as Record<string, string> | undefined)?.authorization;
  return ApolloLink.split(visitorQuery, persisted, http);
}

function createClient(): ApolloClient {
  const created = new ApolloClient({
    cache: new InMemoryCache({ typePolicies }),
    link: createRetryLink()
      .concat(
        new SetContextLink(async (previous) => {
          // A caller that already holds a token (right after sign-in) sends it itself.
          if ((previous.headers as Record<string, string> | undefined)?.authorization) return {};
          const token = await sessionSource().bearer();
          return token ? { headers: { ...previous.headers, authorization: `Bearer ${token}` } } : {};
        }),
      )
      .concat(transport()),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  // A page rendered on the server (the basket's first paint) creates a client too, for that render
  // only: no user to follow, no window to listen to.
  if (typeof window === 'undefined') return created;
  // Spec section 4: the cached user, basket, favorites and orders go when the user changes.
  sessionSource().onUserChange(() => void created.clearStore());
  // `visibilitychange` fires on the document, `focus` on the window: both reach the window.
  refetchOnFocus(created, window, () => document.visibilityState === 'visible');
  return created;
}

/**
 * The one Apollo Client of the browser, created on first use. Only user data goes through it
 * (catalog pages are rendered on the server), so it is loaded lazily, by the parts that need it.
 * A client component's first render on the server (the basket page) gets a client of its own: a
 * module-wide one would be shared by every visitor's request, cache included.
 */
export function browserApolloClient(): ApolloClient {
  if (typeof window === 'undefined') return createClient();
  client ??= createClient();
  return client;
}
