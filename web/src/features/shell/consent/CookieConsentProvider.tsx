import type { ReactNode } from 'react';
import { ConsentDefaultScript } from './ConsentDefaultScript';
import { CookieConsentPopup } from './CookieConsentPopup';

/**
 * Denies consent before anything else runs, then shows the consent popup to visitors who have
 * not chosen yet. Children can reopen it with `useCookieConsent()`.
 */
export function CookieConsentProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <>
      <ConsentDefaultScript nonce={nonce} />
      <CookieConsentPopup nonce={nonce}>{children}</CookieConsentPopup>
    </>
  );
}
