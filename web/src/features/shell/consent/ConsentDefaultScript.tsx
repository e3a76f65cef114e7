'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { CONSENT_DEFAULT_SCRIPT, declareConsentIfMissing } from '@/features/analytics/consentCookie';

const subscribeToNothing = () => () => {};

/**
 * Denies consent at page load, before any tag can run. The script only matters in the server's
 * HTML: when the root layout renders again in the browser (a language switch), React would insert
 * a copy that never runs, so after hydration it renders nothing. A page rendered by the browser
 * alone declares the default on mount instead.
 */
export function ConsentDefaultScript({ nonce }: { nonce?: string }) {
  const inServerHtml = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  useEffect(declareConsentIfMissing, []);
  return inServerHtml ? (
    // The server and browser bundles may print the function differently: the server's copy is the one that ran.
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} suppressHydrationWarning />
  ) : null;
}
