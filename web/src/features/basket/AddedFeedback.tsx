'use client';

import { Trans } from '@lingui/react/macro';
import { localePath, type Locale } from '@/i18n/locales';
import { TextLink } from '@/ui/TextLink';
import type { BasketFailure } from './server/basketErrors';

export type AddOutcome = 'added' | BasketFailure;

/** What became of "Ajouter au panier", read by the status region under the button. */
export function AddedFeedback({ outcome, lang }: { outcome: AddOutcome; lang: Locale }) {
  if (outcome === 'added') {
    return (
      <>
        <Trans>Ajouté au panier.</Trans>{' '}
        <TextLink href={localePath(lang, '/basket')} style={{ fontWeight: 600 }}>
          <Trans>Voir le panier</Trans>
        </TextLink>
      </>
    );
  }
  if (outcome === 'OUT_OF_STOCK') return <Trans>Il ne reste plus assez d’exemplaires de ce pack.</Trans>;
  if (outcome === 'CAMPAIGN_UNAVAILABLE') return <Trans>Cette campagne ne prend plus de contributions.</Trans>;
  if (outcome === 'UNAUTHENTICATED') return <Trans>Votre session a expiré : reconnectez-vous.</Trans>;
  return <Trans>Le pack n’a pas pu être ajouté. Réessayez dans un instant.</Trans>;
}
