import type { ReactNode } from 'react';
import { ApolloProvider } from '@/graphql/ApolloProvider';

// The checkout and order pages read and change user data through the browser's GraphQL client.
export default function GraphqlLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
