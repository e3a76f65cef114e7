'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readConsent, saveConsent } from './consentCookie';
import { CookieConsentBanner } from './CookieConsentBanner';
import { CookieConsentContext, type CookieConsentControls } from './useCookieConsent';

/**
 * Opens the consent banner when no choice is stored (checked after hydration: the cookie is only
 * read in the browser, so pages stay cacheable). Closing without choosing stores nothing, so the
 * banner comes back on the next visit.
 */
export function CookieConsentPopup({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    if (readConsent() === null) setOpen(true);
  }, []);

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
      {open && (
        <CookieConsentBanner
          ref={bannerRef}
          onAccept={() => choose(true)}
          onRefuse={() => choose(false)}
          onClose={() => setOpen(false)}
        />
      )}
      {children}
    </CookieConsentContext>
  );
}
