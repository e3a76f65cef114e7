import { Trans } from '@lingui/react/macro';
import Divider from '@mui/material/Divider';

export function OrDivider() {
  return (
    <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>
      <Trans>ou</Trans>
    </Divider>
  );
}
