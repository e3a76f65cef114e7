import type { Metadata } from 'next';
import { BrowsePage } from '@/features/catalog/browse/BrowsePage';
import { browseMetadata } from '@/features/catalog/browse/browseMetadata';
import { parseBrowseParams } from '@/features/catalog/browse/browseParams';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Rendered per request, unlike the other catalog pages (decision 0017): the query string makes
// countless addresses, most seen once, which an ISR cache would only fill. The GraphQL answers
// behind it are the facade's public, 60 s cached ones, so a popular search still costs little
// (decision 0023).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return browseMetadata((await params).lang, parseBrowseParams(await searchParams));
}

export default async function Campaigns({ params, searchParams }: Props) {
  const { lang } = await params;
  initLingui(lang);
  return <BrowsePage lang={lang} params={parseBrowseParams(await searchParams)} />;
}
