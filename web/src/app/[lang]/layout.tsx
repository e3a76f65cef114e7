import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { webConfig } from '@/config';
import { AuthSessionProvider } from '@/features/auth/AuthSessionProvider';
import { NotificationProvider } from '@/ui/notifications/NotificationProvider';
import { scopeMessages } from '@/i18n/ClientMessages';
import { LinguiClientProvider } from '@/i18n/LinguiClientProvider';
import { isLocale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { pageNonce } from '@/security/pageNonce';
import { THEME_STORAGE_KEY } from '@/theme/colorScheme';
import { FollowColorScheme } from '@/theme/FollowColorScheme';
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
  const nonce = await pageNonce();
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
        <FollowColorScheme />
        <LinguiClientProvider locale={lang} messages={scopeMessages('app/[lang]/layout.tsx', lang)}>
          <AuthSessionProvider pollSeconds={webConfig.sessionPollSeconds} nonce={nonce}>
            <NotificationProvider>{children}</NotificationProvider>
          </AuthSessionProvider>
        </LinguiClientProvider>
      </body>
    </html>
  );
}
