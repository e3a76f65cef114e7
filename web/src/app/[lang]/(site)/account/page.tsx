import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AccountPage } from '@/features/account/AccountPage';
import { accountTabPath, parseTab } from '@/features/account/accountTabRoute';
import { signInProvider } from '@/features/account/server/signInProvider';
import { authPageMetadata } from '@/features/auth/pages/authPageMetadata';
import { identityClientConfig } from '@/features/auth/server/identityConfig';
import { requireSession } from '@/features/auth/server/requireSession';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = {
  params: Promise<{ lang: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata((await params).lang, 'account');
}

export default async function AccountRoute({ params, searchParams }: Props) {
  const { lang } = await params;
  const tab = parseTab((await searchParams).tab);
  const session = await requireSession(accountTabPath(lang, tab));
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/account/page.tsx" lang={lang}>
      <Suspense>
        <AccountPage lang={lang} config={identityClientConfig()} signInProvider={signInProvider(session.idToken)} />
      </Suspense>
    </ClientMessages>
  );
}
