'use client';

import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

export type NotificationSeverity = 'success' | 'warning' | 'error';

type Notify = (message: ReactNode, severity?: NotificationSeverity) => void;

interface Notification {
  message: ReactNode;
  severity: NotificationSeverity;
  /** Tells two identical messages apart, so the second one restarts the snackbar. */
  key: number;
}

/** Spec section 9: notifications hide themselves after 6 s. */
const AUTO_HIDE_MS = 6000;

const NotifyContext = createContext<Notify | null>(null);

/** Shows one notification at a time at the bottom of the screen; a new one replaces the current one. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);
  const { t } = useLingui();

  const notify = useCallback<Notify>((message, severity = 'success') => {
    setNotification({ message, severity, key: Date.now() });
    setOpen(true);
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      <Snackbar
        key={notification?.key}
        open={open}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          closeText={t`Fermer`}
          severity={notification?.severity}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {notification?.message}
        </Alert>
      </Snackbar>
    </NotifyContext>
  );
}

/** `notify(message, severity = 'success')` shows a snackbar. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  return notify;
}
