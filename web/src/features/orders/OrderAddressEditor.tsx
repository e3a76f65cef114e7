'use client';

import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { addressInput, addressView } from '@/features/basket/addressMapping';
import { AddressForm } from '@/features/basket/page/AddressForm';
import { basketFailure } from '@/features/basket/server/basketErrors';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { SetOrderAddressDocument, type OrderDetailsFragment } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

/**
 * Changes the delivery address of an order not shipped yet (`/order/address`). The country stays
 * the one the delivery was priced for, as on the basket page.
 */
export function OrderAddressEditor({ order, lang }: { order: OrderDetailsFragment; lang: Locale }) {
  const { t } = useLingui();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [setAddress] = useMutation(SetOrderAddressDocument);

  if (!editing) {
    return (
      <Button variant="outlined" size="small" onClick={() => setEditing(true)} sx={{ justifySelf: 'start' }}>
        <Trans>Modifier l’adresse</Trans>
      </Button>
    );
  }
  return (
    <AddressForm
      address={order.deliveryAddress ? addressView(order.deliveryAddress) : null}
      country={order.deliveryCountry}
      submitLabel={<Trans>Enregistrer l’adresse</Trans>}
      onSave={async (value) => {
        try {
          await setAddress({
            variables: { orderId: order.id, input: addressInput(value), lang: graphqlLanguage(lang) },
          });
        } catch (error) {
          return basketFailure(error);
        }
        setEditing(false);
        notify(t`L’adresse de livraison de la commande est enregistrée.`);
        return null;
      }}
    />
  );
}
