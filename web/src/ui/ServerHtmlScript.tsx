'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * An inline script that only matters in the server's HTML, where it runs as the page is parsed:
 * when its component renders again in the browser (the root layout remounts on a language
 * switch), React would insert a copy that never runs, so after hydration it renders nothing.
 */
export function ServerHtmlScript({ code, nonce }: { code: string; nonce?: string }) {
  const inServerHtml = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return inServerHtml ? (
    // The server and browser bundles may print the code differently: the server's copy is the one that ran.
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />
  ) : null;
}
