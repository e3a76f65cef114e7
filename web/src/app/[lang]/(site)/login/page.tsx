import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { callbackLocale } from '@/features/auth/callbackUrl';
import { AuthLayout } from '@/features/auth/pages/AuthLayout';
import { authPageMetadata, authPageTitle } from '@/features/auth/pages/authPageMetadata';
import { LoginForm } from '@/features/auth/pages/LoginForm';
import { identityClientConfig } from '@/features/auth/server/identityConfig';
import { ClientMessages } from '@/i18n/ClientMessages';
import { localePath, type Locale } from '@/i18n/locales';

type Props = { params: Promise<{ lang: Locale }>; searchParams: Promise<Record<string, string | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata((await params).lang, 'login');
}

export default async function LoginRoute({ params, searchParams }: Props) {
  const { lang } = await params;
  const query = await searchParams;
  // next-auth sends every sign-in to /login; a page that asked in English gets the English form.
  const asked = callbackLocale(query.callbackUrl, lang);
  if (asked !== lang)
    redirect(`${localePath(asked, '/login')}?${new URLSearchParams(query as Record<string, string>)}`);
  // No Suspense boundary around the form: this page renders per request, and a boundary let the
  // footer paint first, then the streamed form pushed it down (Lighthouse: layout shift 0.37).
  return (
    <ClientMessages of="app/[lang]/(site)/login/page.tsx" lang={lang}>
      <AuthLayout title={authPageTitle(lang, 'login')}>
        <LoginForm lang={lang} config={identityClientConfig()} />
      </AuthLayout>
    </ClientMessages>
  );
}
