import 'server-only';
import { HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { headers } from 'next/headers';
import { webConfig } from '@/config';

/**
 * The visitor's address as the web received it, passed on to the GraphQL API (which trusts the
 * web's network): its per-client limit then counts visitors, not the web server. Cached pages
 * render for no visitor in particular: their headers read empty and nothing is passed.
 */
const forwardVisitor = new SetContextLink(async (previous) => {
  const visitor = (await headers()).get('x-forwarded-for');
  return visitor ? { headers: { ...previous.headers, 'x-forwarded-for': visitor } } : {};
});

/**
 * The Apollo Client of server components, one per render. Its answers stay out of Next's data
 * cache (no-store, which a cached page's force-static keeps from making it dynamic): the pages
 * are the web's one cache, with one lifetime, and an answer that failed is not kept for a minute.
 */
export const { getClient, query } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: forwardVisitor.concat(new HttpLink({ uri: webConfig.graphqlUrl, fetchOptions: { cache: 'no-store' } })),
    }),
);
