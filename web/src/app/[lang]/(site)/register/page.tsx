import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthLayout } from '@/features/auth/pages/AuthLayout';
import { authPageMetadata, authPageTitle } from '@/features/auth/pages/authPageMetadata';
import { RegisterForm } from '@/features/auth/pages/RegisterForm';
import { identityClientConfig } from '@/features/auth/server/identityConfig';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata((await params).lang, 'register');
}

export default async function RegisterRoute({ params }: Props) {
  const { lang } = await params;
  return (
    <ClientMessages of="app/[lang]/(site)/register/page.tsx" lang={lang}>
      <AuthLayout title={authPageTitle(lang, 'register')}>
        <Suspense>
          <RegisterForm lang={lang} config={identityClientConfig()} />
        </Suspense>
      </AuthLayout>
    </ClientMessages>
  );
}
