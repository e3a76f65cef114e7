import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { webConfig } from '@/config';
import { AuthSessionProvider } from '@/features/auth/AuthSessionProvider';
import { CookieConsentProvider } from '@/features/shell/consent/CookieConsentProvider';
import { NotificationProvider } from '@/ui/notifications/NotificationProvider';
import { scopeMessages } from '@/i18n/ClientMessages';
import { LinguiClientProvider } from '@/i18n/LinguiClientProvider';
import { isLocale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { NONCE_HEADER } from '@/security/pagePolicy';
import { THEME_STORAGE_KEY } from '@/theme/colorScheme';
// The theme's variables and MUI's baseline, written by the build (scripts/theme-css.ts).
import '@/theme/generated/theme.css';

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  initLingui(lang);
  // The proxy's nonce for a page rendered per request: its Content-Security-Policy runs only the
  // inline scripts carrying it. Cached pages read no headers (force-static) and need none.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang={lang} suppressHydrationWarning>
      <body>
        {/* Applies the stored or system colour scheme before the first paint: no flash. */}
        <InitColorSchemeScript
          nonce={nonce}
          attribute="class"
          modeStorageKey={THEME_STORAGE_KEY}
          defaultMode="system"
        />
        <LinguiClientProvider locale={lang} messages={scopeMessages('app/[lang]/layout.tsx', lang)}>
          <AuthSessionProvider pollSeconds={webConfig.sessionPollSeconds} nonce={nonce}>
            <CookieConsentProvider nonce={nonce}>
              <NotificationProvider>{children}</NotificationProvider>
            </CookieConsentProvider>
          </AuthSessionProvider>
        </LinguiClientProvider>
      </body>
    </html>
  );
}
