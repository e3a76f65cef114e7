import { notFound } from 'next/navigation';
import { MiniCampaignDocument, type CampaignCardFragment } from '@/graphql/generated/graphql';
import { queryOr404 } from '@/graphql/server';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

/** The embedded campaign, or the 404 page; shared by the embed and its title. */
export async function getMiniCampaignOr404(url: string, lang: Locale): Promise<CampaignCardFragment> {
  const { data } = await queryOr404({ query: MiniCampaignDocument, variables: { url, lang: graphqlLanguage(lang) } });
  if (!data?.campaign) notFound();
  return data.campaign;
}
