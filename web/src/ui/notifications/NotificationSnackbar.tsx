'use client';

import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { ReactNode } from 'react';
import { MuiTheme } from '@/theme/MuiTheme';

export type NotificationSeverity = 'success' | 'warning' | 'error';

/** Spec section 9: notifications hide themselves after 6 s. */
const AUTO_HIDE_MS = 6000;

/** One notification at the bottom of the screen. */
export function NotificationSnackbar({
  open,
  message,
  severity,
  onClose,
}: {
  open: boolean;
  message: ReactNode;
  severity: NotificationSeverity;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <MuiTheme>
      <Snackbar
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={onClose} closeText={t`Fermer`} severity={severity} variant="filled" sx={{ width: '100%' }}>
          {message}
        </Alert>
      </Snackbar>
    </MuiTheme>
  );
}
