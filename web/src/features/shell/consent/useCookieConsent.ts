'use client';

import { createContext, useContext } from 'react';

export interface CookieConsentControls {
  /** Opens the consent popup again, e.g. from the footer's cookie settings link. */
  reopen: () => void;
}

export const CookieConsentContext = createContext<CookieConsentControls | null>(null);

export function useCookieConsent(): CookieConsentControls {
  const controls = useContext(CookieConsentContext);
  if (!controls) throw new Error('useCookieConsent must be used inside CookieConsentProvider');
  return controls;
}
