'use client';

import { HttpLink } from '@apollo/client';
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';
import { createRetryLink } from './retry';

// The browser calls the web's own origin; next.config.ts rewrites /graphql to the GraphQL API.
const makeClient = () =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: createRetryLink().concat(
      new HttpLink({ uri: typeof window === 'undefined' ? process.env.GRAPHQL_URL : '/graphql' }),
    ),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });

/** Apollo Client for the client components below it (wrap only the parts that need it). */
export function ApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>;
}
