import type { Metadata } from 'next';
import { CampaignPage } from '@/features/catalog/campaign/CampaignPage';
import { campaignMetadata } from '@/features/catalog/campaign/campaignMetadata';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Served from Next's cache, the same HTML for everyone (decision 0017): request headers and
// cookies read empty here, and the page is rendered again at most every 60 s.
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ lang: Locale; url: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, url } = await params;
  initLingui(lang);
  return campaignMetadata(url, lang);
}

export default async function Campaign({ params }: Props) {
  const { lang, url } = await params;
  initLingui(lang);
  return (
    <ClientMessages of="app/[lang]/(site)/campaign/[url]/page.tsx" lang={lang}>
      <CampaignPage url={url} lang={lang} />
    </ClientMessages>
  );
}
