import type { Metadata } from 'next';
import { HomePage } from '@/features/catalog/home/HomePage';
import { homeMetadata } from '@/features/catalog/home/homeMetadata';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Served from Next's cache, the same HTML for everyone (decision 0017): request headers and
// cookies read empty here, and the page is rendered again at most every 60 s.
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata((await params).lang);
}

export default async function Home({ params }: Props) {
  const { lang } = await params;
  initLingui(lang);
  return <HomePage lang={lang} />;
}
