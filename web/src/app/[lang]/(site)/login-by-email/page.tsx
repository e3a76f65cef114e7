import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthLayout } from '@/features/auth/pages/AuthLayout';
import { authPageMetadata, authPageTitle } from '@/features/auth/pages/authPageMetadata';
import { EmailLinkSignIn } from '@/features/auth/pages/EmailLinkSignIn';
import { identityClientConfig } from '@/features/auth/server/identityConfig';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata((await params).lang, 'loginByEmail');
}

export default async function LoginByEmailRoute({ params }: Props) {
  const { lang } = await params;
  return (
    <ClientMessages of="app/[lang]/(site)/login-by-email/page.tsx" lang={lang}>
      <AuthLayout title={authPageTitle(lang, 'loginByEmail')}>
        <Suspense>
          <EmailLinkSignIn lang={lang} config={identityClientConfig()} />
        </Suspense>
      </AuthLayout>
    </ClientMessages>
  );
}
