'use client';

import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import type { Locale } from './locales';
import { MISSING_MESSAGE } from './missingMessage';

function clientI18n(locale: string, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.on('missing', ({ id }) => console.error(`${MISSING_MESSAGE} ${locale} ${id}`));
  return i18n;
}

/** Hands the root layout's client messages to client components, so server and browser render the same texts. */
export function LinguiClientProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [i18n] = useState(() => clientI18n(locale, messages));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Adds a page's or a layout's client messages to those of the layouts above it. */
export function MoreClientMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { i18n: above } = useLingui();
  const [i18n] = useState(() => clientI18n(above.locale, { ...above.messages, ...messages }));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
