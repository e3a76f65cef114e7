'use client';

import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import type { Locale } from './locales';

/** Hands the server's catalog to client components, so both render the same texts. */
export function LinguiClientProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [i18n] = useState(() => setupI18n({ locale, messages: { [locale]: messages } }));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
