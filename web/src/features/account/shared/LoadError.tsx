'use client';

import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A tab whose data could not be loaded: what happened, in the shopper's words, and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Réessayer</Trans>
        </Button>
      }
    >
      <Trans>Impossible de charger ces informations pour le moment. Vérifiez votre connexion et réessayez.</Trans>
    </Alert>
  );
}
