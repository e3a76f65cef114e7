import type { ReactNode } from 'react';

// Pages with the application shell (top bar, drawer, footer). /mini pages live outside this group.
export default function SiteLayout({ children }: { children: ReactNode }) {
  return children;
}
