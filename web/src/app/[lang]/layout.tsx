import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CookieConsentProvider } from '@/features/shell/consent/CookieConsentProvider';
import { NotificationProvider } from '@/features/shell/notifications/NotificationProvider';
import { LinguiClientProvider } from '@/i18n/LinguiClientProvider';
import { isLocale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { THEME_STORAGE_KEY } from '@/theme/theme';
import { ThemeRegistry } from '@/theme/ThemeRegistry';

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const i18n = initLingui(lang);
  return (
    <html lang={lang} suppressHydrationWarning>
      <body>
        {/* Applies the stored or system colour scheme before the first paint: no flash. */}
        <InitColorSchemeScript attribute="class" modeStorageKey={THEME_STORAGE_KEY} defaultMode="system" />
        <ThemeRegistry>
          <LinguiClientProvider locale={lang} messages={i18n.messages}>
            <CookieConsentProvider>
              <NotificationProvider>{children}</NotificationProvider>
            </CookieConsentProvider>
          </LinguiClientProvider>
        </ThemeRegistry>
      </body>
    </html>
  );
}
