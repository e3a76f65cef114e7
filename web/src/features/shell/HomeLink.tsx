'use client';

import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import buttons from '@/ui/buttons.module.css';

/**
 * "Back to home" in the language of the page, as a large button: the way on from a page that
 * could not be shown (the 404, an error). Its language comes from the root layout's Lingui
 * provider, since Next hands those pages no route parameters.
 */
export function HomeLink({ variant }: { variant: 'contained' | 'outlined' }) {
  const { i18n } = useLingui();
  return (
    <IntentLink
      href={localePath(i18n.locale as Locale, '/')}
      className={`${buttons.button} ${buttons[variant]} ${buttons.large}`}
    >
      <Trans>Retour à l’accueil</Trans>
    </IntentLink>
  );
}
