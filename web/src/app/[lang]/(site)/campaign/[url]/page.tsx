import type { Metadata } from 'next';
import { CampaignPage } from '@/features/catalog/campaign/CampaignPage';
import { campaignMetadata } from '@/features/catalog/campaign/campaignMetadata';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = { params: Promise<{ lang: Locale; url: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, url } = await params;
  initLingui(lang);
  return campaignMetadata(url, lang);
}

export default async function Campaign({ params }: Props) {
  const { lang, url } = await params;
  initLingui(lang);
  return <CampaignPage url={url} lang={lang} />;
}
