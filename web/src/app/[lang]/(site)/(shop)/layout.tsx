import type { ReactNode } from 'react';
import { ApolloProvider } from '@/graphql/ApolloProvider';

// The basket, checkout and order pages read and change user data through the browser's GraphQL
// client (visitors' basket lines too: their labels and prices come from the campaigns).
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
