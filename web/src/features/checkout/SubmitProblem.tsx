'use client';

import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import type { SubmitFailure } from './useSubmitOrder';

/** Why the order could not be placed or paid, in the shopper's language. */
export function SubmitProblem({ failure }: { failure: SubmitFailure }) {
  const fields = failure.fields.join(' ');
  let text;
  if (failure.code === 'CARD_DECLINED')
    text = (
      <Trans>
        Votre banque a refusé la carte. Vous n’avez pas été débité : essayez une autre carte, vos articles restent
        réservés.
      </Trans>
    );
  else if (failure.code === 'PAYMENT_FAILED')
    text = (
      <Trans>
        Le paiement n’a pas pu être traité. Vous n’avez pas été débité : réessayez ou essayez une autre carte, vos
        articles restent réservés.
      </Trans>
    );
  else if (failure.code === 'CAMPAIGN_UNAVAILABLE')
    text = <Trans>Cette campagne n’accepte plus de contributions.</Trans>;
  else if (failure.code === 'BASKET_EXPIRED')
    text = <Trans>Votre panier a expiré : retournez au panier pour l’actualiser.</Trans>;
  else if (failure.code === 'OUT_OF_STOCK')
    text = <Trans>Un autre contributeur a pris les derniers exemplaires : ajustez les quantités dans le panier.</Trans>;
  else if (/card/i.test(fields))
    text = <Trans>La carte a été refusée : vérifiez son numéro et sa date d’expiration.</Trans>;
  else if (/deliveryCountry/.test(fields)) text = <Trans>Choisissez un pays de livraison dans le panier.</Trans>;
  else if (/address/i.test(fields)) text = <Trans>Enregistrez une adresse de livraison complète.</Trans>;
  else if (failure.code === 'UNAUTHENTICATED') text = <Trans>Votre session a expiré : reconnectez-vous.</Trans>;
  else text = <Trans>La commande n’a pas pu être passée. Réessayez : vous ne serez pas débité deux fois.</Trans>;
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
