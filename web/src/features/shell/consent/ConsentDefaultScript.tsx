'use client';

import { useEffect } from 'react';
import { CONSENT_DEFAULT_SCRIPT, declareConsentIfMissing } from '@/features/analytics/consentCookie';
import { ServerHtmlScript } from '@/ui/ServerHtmlScript';

/**
 * Denies consent at page load, before any tag can run. A page rendered by the browser alone
 * (no server HTML, so no inline script ran) declares the default on mount instead.
 */
export function ConsentDefaultScript({ nonce }: { nonce?: string }) {
  useEffect(declareConsentIfMissing, []);
  return <ServerHtmlScript nonce={nonce} code={CONSENT_DEFAULT_SCRIPT} />;
}
