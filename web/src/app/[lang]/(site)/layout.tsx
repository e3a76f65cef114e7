import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CookieConsentProvider } from '@/features/shell/consent/CookieConsentProvider';
import { Footer } from '@/features/shell/footer/Footer';
import { TopBar } from '@/features/shell/header/TopBar';
import { SkipLink } from '@/features/shell/SkipLink';
import { ClientMessages } from '@/i18n/ClientMessages';
import { isLocale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { pageNonce } from '@/security/pageNonce';
import styles from './layout.module.css';

// Pages with the application shell (top bar, drawer, footer). /mini pages live outside this group.
// Pages render their content only: the shell provides the <main> landmark around them.
// The cookie banner is the site's: the mini card, embedded on other sites, tracks nothing and
// stores nothing, so it has no consent to ask for (and no footer link to reopen the banner).
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  // Layouts render in parallel: the root layout's check does not stop this one from running.
  if (!isLocale(lang)) notFound();
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/layout.tsx" lang={lang}>
      <CookieConsentProvider nonce={await pageNonce()}>
        <SkipLink />
        <TopBar lang={lang} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer lang={lang} />
      </CookieConsentProvider>
    </ClientMessages>
  );
}
