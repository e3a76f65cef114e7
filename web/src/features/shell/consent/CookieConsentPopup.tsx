'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CONSENT_PENDING_SCRIPT, readConsent, saveConsent } from '@/features/analytics/consentCookie';
import { CookieConsentBanner } from './CookieConsentBanner';
import { ServerHtmlScript } from '@/ui/ServerHtmlScript';
import { CookieConsentContext, type CookieConsentControls } from './useCookieConsent';

/**
 * Opens the consent banner when no choice is stored. The cookie is only read in the browser, so
 * pages stay cacheable: the server's HTML carries the banner, which the inline script after it shows
 * in the first paint when no choice is stored (a banner opened after hydration was the largest
 * paint of the sign-in and basket pages, seconds late on a phone). Closing without choosing stores
 * nothing, so the banner comes back on the next visit. `nonce`: the page's, for that script.
 */
export function CookieConsentPopup({ children, nonce }: { children: ReactNode; nonce?: string }) {
  // null until the browser has read the cookie: the banner is rendered, shown by the style sheet
  // only while <html> carries CONSENT_PENDING_ATTRIBUTE.
  const [open, setOpen] = useState<boolean | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);

  // Before the browser paints a render of its own (a language switch remounts this), so a banner
  // chosen away since the page loaded never flashes.
  useLayoutEffect(() => setOpen(readConsent() === null), []);

  // Reopened on request: move the focus there, so keyboard users land on it.
  useEffect(() => {
    if (open && focusOnOpen.current) bannerRef.current?.focus();
    focusOnOpen.current = false;
  }, [open]);

  const controls = useMemo<CookieConsentControls>(
    () => ({
      reopen: () => {
        focusOnOpen.current = true;
        setOpen(true);
      },
    }),
    [],
  );

  const choose = (accepted: boolean) => {
    saveConsent(accepted);
    setOpen(false);
  };

  return (
    <CookieConsentContext value={controls}>
      {/* First in the document so keyboard and screen reader users reach it before the page. */}
      {open !== false && (
        <CookieConsentBanner
          pending={open === null}
          ref={bannerRef}
          onAccept={() => choose(true)}
          onRefuse={() => choose(false)}
          onClose={() => setOpen(false)}
        />
      )}
      <ServerHtmlScript nonce={nonce} code={CONSENT_PENDING_SCRIPT} />
      {children}
    </CookieConsentContext>
  );
}
