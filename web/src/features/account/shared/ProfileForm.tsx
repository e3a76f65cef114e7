'use client';

import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import type { FormFailure } from './useSaveForm';

/** A form of the profile: its fields in one or two columns, the reason of a failure, and its button. */
export function ProfileForm({
  onSubmit,
  failure,
  pending,
  submitLabel,
  children,
  columns = 2,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: FormFailure;
  pending: boolean;
  submitLabel?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : undefined },
        }}
      >
        {children}
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure === 'session' ? (
            <Trans>Votre session a expiré : reconnectez-vous, puis recommencez.</Trans>
          ) : (
            <Trans>
              L’enregistrement a échoué. Vérifiez votre connexion et réessayez : ce que vous avez saisi est conservé.
            </Trans>
          )}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={pending} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {submitLabel ?? <Trans>Enregistrer</Trans>}
        </Button>
      </Box>
    </Box>
  );
}
