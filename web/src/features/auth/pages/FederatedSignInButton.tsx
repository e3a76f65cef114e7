'use client';

import { Trans } from '@lingui/react/macro';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';

/** Spec section 1: the popup sign-in with a federated provider (Google). */
export function FederatedSignInButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outlined" fullWidth size="large" startIcon={<GoogleIcon />} disabled={disabled} onClick={onClick}>
      <Trans>Continuer avec Google</Trans>
    </Button>
  );
}
