import type { ReactNode } from 'react';
import { ApolloProvider } from '@/graphql/ApolloProvider';
import { ThemeRegistry } from '@/theme/ThemeRegistry';

// The account area reads and changes user data through the browser's GraphQL client, with MUI's
// tabs and form controls.
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeRegistry>
      <ApolloProvider>{children}</ApolloProvider>
    </ThemeRegistry>
  );
}
