'use client';

import { PageError, type PageErrorProps } from '@/features/shell/PageError';

// A page of the site group that fails to render (on the server, or in the browser: a chunk of its
// code that does not arrive) shows this inside the shell, whose top bar and footer still work.
export default function SiteError(props: PageErrorProps) {
  return <PageError {...props} />;
}
