import 'server-only';
import { HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';

const GRAPHQL_URL = process.env.GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql';

/**
 * The Apollo Client of server components, one per request. Catalog data (stock, amounts raised)
 * changes all the time, so pages render on each request instead of at build time.
 */
export const { getClient, query } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: GRAPHQL_URL, fetchOptions: { cache: 'no-store' } }),
    }),
);
