'use client';

import { Trans } from '@lingui/react/macro';
import { useCookieConsent } from '../consent/useCookieConsent';
import styles from './CookieSettingsLink.module.css';

/** Reopens the cookie consent popup: a button, since it opens a dialog, that reads as a footer link. */
export function CookieSettingsLink() {
  const { reopen } = useCookieConsent();
  return (
    <button type="button" className={styles.button} onClick={reopen}>
      <Trans>Paramètres des cookies</Trans>
    </button>
  );
}
