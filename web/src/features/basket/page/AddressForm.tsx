'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AddressView } from '../basketView';
import type { BasketFailure } from '../server/basketErrors';

type Field = Exclude<keyof AddressView, 'country'>;
const REQUIRED: Field[] = ['firstName', 'lastName', 'line1', 'postalCode', 'city'];

const blank = (country: string): AddressView => ({
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country,
  phone: '',
});

/**
 * The delivery address of the basket; its country is the delivery country chosen above, which
 * the server requires. Used again at checkout, where it belongs to the order.
 */
export function AddressForm({
  address,
  country,
  onSave,
  submitLabel,
}: {
  address: AddressView | null;
  country: string | null;
  onSave: (address: AddressView) => Promise<BasketFailure | null>;
  submitLabel?: React.ReactNode;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<AddressView>(() => address ?? blank(country ?? 'FR'));
  const [missing, setMissing] = useState<Field[]>([]);
  const [state, setState] = useState<'idle' | 'pending' | 'saved' | 'failed'>('idle');

  const labels: Record<Field, string> = {
    firstName: t`Prénom`,
    lastName: t`Nom`,
    line1: t`Adresse`,
    line2: t`Complément d’adresse`,
    postalCode: t`Code postal`,
    city: t`Ville`,
    phone: t`Téléphone`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = REQUIRED.filter((field) => !values[field]?.trim());
    setMissing(empty);
    if (empty.length > 0 || !country) return;
    setState('pending');
    const failure = await onSave({ ...values, country });
    setState(failure ? 'failed' : 'saved');
  };

  const field = (name: Field, autoComplete: string, required = REQUIRED.includes(name)) => (
    <TextField
      key={name}
      label={labels[name]}
      name={name}
      autoComplete={autoComplete}
      required={required}
      value={values[name] ?? ''}
      error={missing.includes(name)}
      helperText={missing.includes(name) ? t`Ce champ est requis.` : undefined}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setState('idle');
      }}
      fullWidth
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstName', 'shipping given-name')}
        {field('lastName', 'shipping family-name')}
      </Box>
      {field('line1', 'shipping address-line1')}
      {field('line2', 'shipping address-line2')}
      {/* The postal code's column keeps room for its label ("Code postal *"), which a third of the
          basket's narrow column on the desktop cut to "Code p…". */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' } }}>
        {field('postalCode', 'shipping postal-code')}
        {field('city', 'shipping address-level2')}
      </Box>
      {field('phone', 'shipping tel')}
      {!country && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <Trans>Choisissez d’abord le pays de livraison.</Trans>
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" loading={state === 'pending'} disabled={!country}>
          {submitLabel ?? <Trans>Enregistrer l’adresse</Trans>}
        </Button>
        <Typography role="status" variant="body2" sx={{ color: state === 'failed' ? 'error.main' : 'text.secondary' }}>
          {state === 'saved' && <Trans>Adresse enregistrée.</Trans>}
          {state === 'failed' && <Trans>L’adresse n’a pas pu être enregistrée : vérifiez les champs.</Trans>}
        </Typography>
      </Box>
    </Box>
  );
}
