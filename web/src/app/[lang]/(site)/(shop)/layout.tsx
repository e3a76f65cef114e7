import type { ReactNode } from 'react';
import { ThemeRegistry } from '@/theme/ThemeRegistry';

// The basket, checkout and order pages, with MUI's form controls. Those that read user data from
// their first render get the browser's GraphQL client from the (graphql) group's layout; the
// basket loads it with the part that needs it (an empty visitor's basket does not).
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <ThemeRegistry>{children}</ThemeRegistry>;
}
