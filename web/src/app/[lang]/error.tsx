'use client';

import { PageError, type PageErrorProps } from '@/features/shell/PageError';

// Failures outside the site group's pages: the mini card, and the site layout itself (its shell
// is what failed, so there is none around this).
export default function RootError(props: PageErrorProps) {
  return (
    <main id="main">
      <PageError {...props} />
    </main>
  );
}
