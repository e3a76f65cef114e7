import type { ReactNode } from 'react';
import { ApolloProvider } from '@/graphql/ApolloProvider';

// The account area reads and changes user data through the browser's GraphQL client.
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
