'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';

/**
 * After a sign-in into an account whose basket has lines (spec section 4: it wins): the lines
 * added before signing in are not lost, and the basket page offers to add them.
 */
export function KeptNotice() {
  const { i18n } = useLingui();
  const basket = localePath(i18n.locale as Locale, '/basket');
  return (
    <Trans>
      Votre compte avait déjà un panier. Les articles ajoutés avant la connexion sont gardés à part :{' '}
      <IntentLink href={basket} style={{ color: 'inherit', fontWeight: 600 }}>
        voir le panier
      </IntentLink>
      .
    </Trans>
  );
}
