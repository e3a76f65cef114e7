'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatCardNumber, type CardField, type CardFields } from './cardRules';

/** Number, expiry and CVC, with the demo provider's test cards in a note. */
export function CardForm({
  values,
  errors,
  onChange,
}: {
  values: CardFields;
  errors: CardField[];
  onChange: (values: CardFields) => void;
}) {
  const { t } = useLingui();
  const set = (field: CardField, value: string) => onChange({ ...values, [field]: value });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={t`Numéro de carte`}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={values.number}
        onChange={(event) => set('number', formatCardNumber(event.target.value))}
        error={errors.includes('number')}
        helperText={errors.includes('number') ? t`Ce numéro de carte n’est pas valide.` : undefined}
        required
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          label={t`Expiration`}
          placeholder={t`MM/AA`}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          value={values.expiry}
          onChange={(event) => set('expiry', event.target.value)}
          error={errors.includes('expiry')}
          helperText={errors.includes('expiry') ? t`Date invalide ou passée.` : undefined}
          required
        />
        <TextField
          label={t`CVC`}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={values.cvc}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={errors.includes('cvc')}
          helperText={errors.includes('cvc') ? t`3 ou 4 chiffres, au dos de la carte.` : undefined}
          required
        />
      </Box>
      <Alert severity="info" variant="outlined">
        <Trans>
          Paiement de démonstration : aucune carte réelle n’est débitée. Cartes de test : 4242 4242 4242 4242
          (acceptée), 4000 0000 0000 0002 (refusée), 4000 0000 0000 0119 (erreur de traitement), avec une date future et
          un CVC quelconque.
        </Trans>
      </Alert>
    </Box>
  );
}
