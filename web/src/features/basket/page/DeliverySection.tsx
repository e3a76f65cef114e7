'use client';

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { countryOptions } from '@/i18n/countries';
import { DeliveryRatesDocument } from '@/graphql/generated/graphql';
import type { Locale } from '@/i18n/locales';
import type { BasketView } from '../basketView';
import { deliveryPriceFor } from '../delivery';
import { formatMoney } from '@/i18n/money';
import { nativeSelectSlotProps } from '@/ui/nativeSelect';
import type { BasketFailure } from '../server/basketErrors';

/**
 * The delivery country, priced with the server's rates (stored on the basket shown). A native
 * select: MUI's menu opens over the field, and a press released after 400 ms (a slow phone, a
 * touchpad) chose the country under the finger (decision 0039).
 */
export function DeliverySection({
  basket,
  lang,
  onChange,
}: {
  basket: BasketView;
  lang: Locale;
  onChange: (country: string, priceCents: number) => Promise<BasketFailure | null>;
}) {
  const { t } = useLingui();
  const rates = useQuery(DeliveryRatesDocument);
  const [refused, setRefused] = useState<'unsupported' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);

  const choose = async (country: string) => {
    if (!rates.data) return;
    const price = deliveryPriceFor(rates.data.deliveryRates, country);
    if (price === null) return setRefused('unsupported');
    setPending(true);
    setRefused((await onChange(country, price)) ? 'failed' : null);
    setPending(false);
  };

  const price = basket.deliveryPriceCents === null ? null : formatMoney(basket.deliveryPriceCents, lang);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        label={t`Pays de livraison`}
        value={basket.deliveryCountry ?? ''}
        onChange={(event) => void choose(event.target.value)}
        disabled={!rates.data || pending}
        helperText={rates.error ? t`Les tarifs de livraison n’ont pas pu être chargés.` : undefined}
        error={!!rates.error}
        autoComplete="shipping country"
        slotProps={nativeSelectSlotProps}
        fullWidth
      >
        {!basket.deliveryCountry && (
          <option value="" disabled>
            {t`Choisissez un pays`}
          </option>
        )}
        {countryOptions(lang, basket.deliveryCountry).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </TextField>
      {price && (
        <Typography variant="body2">
          <Trans>Livraison : {price} par envoi (un envoi par campagne).</Trans>
        </Typography>
      )}
      {refused && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {refused === 'unsupported' ? (
            <Trans>Nous ne livrons pas encore ce pays.</Trans>
          ) : (
            <Trans>Le pays de livraison n’a pas pu être enregistré. Réessayez.</Trans>
          )}
        </Typography>
      )}
    </Box>
  );
}
