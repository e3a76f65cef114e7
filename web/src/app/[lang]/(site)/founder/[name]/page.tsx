import type { Metadata } from 'next';
import { FounderPage } from '@/features/catalog/founder/FounderPage';
import { founderMetadata } from '@/features/catalog/founder/founderMetadata';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Served from Next's cache, the same HTML for everyone (decision 0017): request headers and
// cookies read empty here, and the page is rendered again at most every 60 s.
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ lang: Locale; name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, name } = await params;
  return founderMetadata(name, lang);
}

export default async function Founder({ params }: Props) {
  const { lang, name } = await params;
  initLingui(lang);
  return <FounderPage url={name} lang={lang} />;
}
