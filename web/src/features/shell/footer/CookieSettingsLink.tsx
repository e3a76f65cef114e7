'use client';

import { Trans } from '@lingui/react/macro';
import Link from '@mui/material/Link';
import { useCookieConsent } from '../consent/useCookieConsent';

/** Reopens the cookie consent popup. */
export function CookieSettingsLink() {
  const { reopen } = useCookieConsent();
  return (
    <Link
      component="button"
      type="button"
      color="inherit"
      onClick={reopen}
      sx={{ font: 'inherit', textAlign: 'start' }}
    >
      <Trans>Paramètres des cookies</Trans>
    </Link>
  );
}
