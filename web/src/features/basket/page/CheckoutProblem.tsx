'use client';

import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { BasketFailure } from '../server/basketErrors';

/**
 * Why the campaign's lines cannot be ordered now, in the shopper's words, with the way forward:
 * remove the lines of a closed campaign, renew an expired basket, lower a quantity.
 */
export function CheckoutProblem({
  failure,
  onRemoveCampaign,
  onRenew,
}: {
  failure: BasketFailure | 'NO_COUNTRY';
  onRemoveCampaign: () => void;
  onRenew: () => void;
}) {
  if (failure === 'CAMPAIGN_UNAVAILABLE') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRemoveCampaign}>
            <Trans>Retirer ces articles</Trans>
          </Button>
        }
      >
        <Trans>Cette campagne n’accepte plus de contributions : ses articles ne peuvent plus être commandés.</Trans>
      </Alert>
    );
  }
  if (failure === 'BASKET_EXPIRED') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRenew}>
            <Trans>Actualiser le panier</Trans>
          </Button>
        }
      >
        <Trans>Votre panier a expiré. Actualisez-le pour vérifier les prix et les stocks du jour.</Trans>
      </Alert>
    );
  }
  if (failure === 'OUT_OF_STOCK') {
    return (
      <Alert severity="warning">
        <Trans>Il ne reste plus assez d’exemplaires pour l’un de ces packs : baissez sa quantité.</Trans>
      </Alert>
    );
  }
  if (failure === 'VALIDATION_ERROR') {
    return (
      <Alert severity="warning">
        <Trans>Une option choisie n’est plus proposée : retirez le pack concerné puis ajoutez-le à nouveau.</Trans>
      </Alert>
    );
  }
  if (failure === 'NO_COUNTRY') {
    return (
      <Alert severity="info">
        <Trans>Choisissez d’abord un pays de livraison, plus bas.</Trans>
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <Trans>La vérification a échoué. Réessayez dans un instant.</Trans>
    </Alert>
  );
}
