'use client';

import { I18nProvider, useLingui } from '@lingui/react';
import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { NotificationSeverity } from './NotificationSnackbar';

export type { NotificationSeverity };

type Notify = (message: ReactNode, severity?: NotificationSeverity) => void;

interface Notification {
  message: ReactNode;
  severity: NotificationSeverity;
  /** Tells two notifications apart, so a new one restarts the snackbar even with the same text. */
  key: number;
  open: boolean;
}

// MUI's Snackbar and Alert load with the first notification: most pages never show one.
const NotificationSnackbar = dynamic(
  () => import('./NotificationSnackbar').then((module) => module.NotificationSnackbar),
  { ssr: false },
);

const NotifyContext = createContext<Notify | null>(null);

/** Shows one notification at a time at the bottom of the screen; a new one replaces the current one. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const count = useRef(0);

  const notify = useCallback<Notify>((message, severity = 'success') => {
    count.current += 1;
    setNotification({ message, severity, key: count.current, open: true });
  }, []);

  // A snackbar closes only itself: the one being replaced can time out in the very moment the
  // next notification arrives, and its close must not hide the newcomer.
  const close = useCallback((key: number) => {
    setNotification((shown) => (shown?.key === key ? { ...shown, open: false } : shown));
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      {notification && (
        <NotificationSnackbar
          key={notification.key}
          open={notification.open}
          message={notification.message}
          severity={notification.severity}
          onClose={() => close(notification.key)}
        />
      )}
    </NotifyContext>
  );
}

/**
 * `notify(message, severity = 'success')` shows a snackbar. The message renders at the provider,
 * in the root layout, above the messages the page gave its own client components (decision 0035):
 * it keeps the caller's.
 */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  const { i18n } = useLingui();
  return useCallback<Notify>(
    (message, severity) => notify(<I18nProvider i18n={i18n}>{message}</I18nProvider>, severity),
    [notify, i18n],
  );
}
