'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { track } from '@/features/analytics/track';
import { cartEventParams } from '@/features/basket/analytics';
import { ConfirmationDialog } from '@/ui/dialogs/ConfirmationDialog';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { AddToBasketDocument, CancelOrderDocument, type OrderDetailsFragment } from '@/graphql/generated/graphql';
import { graphqlLanguage, localePath, type Locale } from '@/i18n/locales';
import { canCancel, isFailed } from './orderRules';

/** Cancel (with confirmation) while allowed; put the packs back in the basket once it failed. */
export function OrderActions({ order, lang }: { order: OrderDetailsFragment; lang: Locale }) {
  const { t } = useLingui();
  const notify = useNotify();
  const client = useApolloClient();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [cancel, { loading: canceling }] = useMutation(CancelOrderDocument);
  // Every cancel of this order from this page is one attempt: a retry after a lost answer sends
  // the same key, and the server cancels and refunds once.
  const cancelKey = useRef<string>(null);
  const vars = { lang: graphqlLanguage(lang) };

  const confirmCancel = async () => {
    setConfirming(false);
    try {
      cancelKey.current ??= crypto.randomUUID();
      await cancel({ variables: { ...vars, orderId: order.id, idempotencyKey: cancelKey.current } });
      notify(t`Commande annulée.`);
    } catch {
      notify(t`La commande ne peut plus être annulée.`, 'error');
    }
  };

  const putBack = async () => {
    setRestoring(true);
    let refused = 0;
    // One at a time, like the login merge: each answer replaces the cached basket.
    for (const item of order.items) {
      try {
        await client.mutate({
          mutation: AddToBasketDocument,
          variables: {
            ...vars,
            input: {
              campaignId: order.campaign.id,
              packId: item.pack.id,
              quantity: item.quantity,
              options: item.options.map((choice) => ({ optionId: choice.option.id, valueId: choice.value.id })),
            },
          },
        });
        track(
          'add_to_cart',
          cartEventParams([
            {
              packId: item.pack.id,
              packLabel: item.pack.label,
              unitCents: item.unitPrice.cents,
              quantity: item.quantity,
            },
          ]),
        );
      } catch {
        refused += 1;
      }
    }
    setRestoring(false);
    if (refused === 0) {
      notify(t`Les packs sont de retour dans votre panier.`);
      router.push(localePath(lang, '/basket'));
    } else {
      notify(t`Certains packs n’ont pas pu revenir dans le panier (stock épuisé ou campagne terminée).`, 'warning');
    }
  };

  const cancelable = canCancel(order.status, order.campaign.state);
  const failed = isFailed(order.status);
  if (!cancelable && !failed) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {cancelable && (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)} loading={canceling}>
          <Trans>Annuler la commande</Trans>
        </Button>
      )}
      {failed && order.campaign.state === 'ONGOING' && (
        <Button variant="contained" onClick={() => void putBack()} loading={restoring}>
          <Trans>Remettre les packs dans le panier</Trans>
        </Button>
      )}
      <ConfirmationDialog
        open={confirming}
        title={<Trans>Annuler la commande</Trans>}
        text={
          <Trans>
            Annuler cette commande ? Les exemplaires réservés sont remis en vente et un paiement déjà effectué est
            remboursé.
          </Trans>
        }
        yesLabel={<Trans>Oui, annuler</Trans>}
        noLabel={<Trans>Non, garder</Trans>}
        onYes={() => void confirmCancel()}
        onNo={() => setConfirming(false)}
      />
    </Box>
  );
}
