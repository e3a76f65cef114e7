import type { ReactNode } from 'react';
import { ApolloProvider } from '@/graphql/ApolloProvider';
import { ThemeRegistry } from '@/theme/ThemeRegistry';

// The basket, checkout and order pages read and change user data through the browser's GraphQL
// client (visitors' basket lines too: their labels and prices come from the campaigns), with MUI's
// form controls.
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeRegistry>
      <ApolloProvider>{children}</ApolloProvider>
    </ThemeRegistry>
  );
}
