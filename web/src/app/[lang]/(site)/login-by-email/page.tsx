import type { Metadata } from 'next';
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
  // No Suspense boundary around the form: this page renders per request, so the form is in the
  // shell. Streamed after it, React could client-render the boundary before the streamed copy was
  // swapped in, and that copy stayed in the page, hidden: a second form (decision 0020).
  return (
    <ClientMessages of="app/[lang]/(site)/login-by-email/page.tsx" lang={lang}>
      <AuthLayout title={authPageTitle(lang, 'loginByEmail')}>
        <EmailLinkSignIn lang={lang} config={identityClientConfig()} />
      </AuthLayout>
    </ClientMessages>
  );
}
