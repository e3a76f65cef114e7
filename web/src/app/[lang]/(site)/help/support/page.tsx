import type { Metadata } from 'next';
import { SupportPage } from '@/features/help/support/SupportPage';
import { supportMetadata } from '@/features/help/support/supportMetadata';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return supportMetadata(lang);
}

export default async function SupportRoute({ params }: Props) {
  const { lang } = await params;
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/help/support/page.tsx" lang={lang}>
      <SupportPage lang={lang} />
    </ClientMessages>
  );
}
