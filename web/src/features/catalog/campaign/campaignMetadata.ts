import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '../seo/pageMetadata';
import { getCampaignOr404 } from './campaignQuery';

export async function campaignMetadata(url: string, lang: Locale): Promise<Metadata> {
  const { seo } = await getCampaignOr404(url, lang);
  return pageMetadata({
    lang,
    path: `/campaign/${url}`,
    title: seo.title,
    description: seo.description,
    imageUrl: seo.imageUrl,
  });
}
