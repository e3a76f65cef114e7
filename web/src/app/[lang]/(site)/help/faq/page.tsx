import type { Metadata } from 'next';
import { FaqPage } from '@/features/help/faq/FaqPage';
import { faqMetadata } from '@/features/help/faq/faqMetadata';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Served from Next's cache, the same HTML for everyone (decision 0017): request headers and
// cookies read empty here, and the page is rendered again at most every 60 s.
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  return faqMetadata(lang);
}

export default async function FaqRoute({ params }: Props) {
  const { lang } = await params;
  initLingui(lang);
  return <FaqPage lang={lang} />;
}
