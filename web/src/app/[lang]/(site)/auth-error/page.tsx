import type { Metadata } from 'next';
import { AuthLayout } from '@/features/auth/pages/AuthLayout';
import { authPageMetadata, authPageTitle } from '@/features/auth/pages/authPageMetadata';
import { SignInError } from '@/features/auth/pages/SignInError';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ lang: Locale }>; searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata((await params).lang, 'authError');
}

/** next-auth's error page (its `pages.error`), in the shop's frame and languages. */
export default async function AuthErrorRoute({ params, searchParams }: Props) {
  const { lang } = await params;
  const { error } = await searchParams;
  return (
    <AuthLayout title={authPageTitle(lang, 'authError')}>
      <SignInError lang={lang} code={typeof error === 'string' ? error : undefined} />
    </AuthLayout>
  );
}
