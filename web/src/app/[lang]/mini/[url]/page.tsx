import type { Metadata } from 'next';
import { MiniCampaign } from '@/features/catalog/mini/MiniCampaign';
import { getMiniCampaignOr404 } from '@/features/catalog/mini/miniQuery';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Served from Next's cache, the same HTML for everyone (decision 0017): request headers and
// cookies read empty here, and the page is rendered again at most every 60 s.
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ lang: Locale; url: string }> };

// Embeds duplicate the campaign page: search engines index the page, never the embed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, url } = await params;
  const { title } = await getMiniCampaignOr404(url, lang);
  return { title, robots: { index: false, follow: true } };
}

export default async function Mini({ params }: Props) {
  const { lang, url } = await params;
  initLingui(lang);
  return <MiniCampaign url={url} lang={lang} />;
}
