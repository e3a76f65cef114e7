import { notFound } from 'next/navigation';
import { CampaignPageDocument, type CampaignPageQuery } from '@/graphql/generated/graphql';
import { queryOr404 } from '@/graphql/server';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

export type Campaign = NonNullable<CampaignPageQuery['campaign']>;
export type Pack = Campaign['packs'][number];

/**
 * The campaign of the page, or the 404 page. generateMetadata and the page both call it: the
 * request's Apollo Client answers the second call from its cache.
 */
export async function getCampaignOr404(url: string, lang: Locale): Promise<Campaign> {
  const { data } = await queryOr404({ query: CampaignPageDocument, variables: { url, lang: graphqlLanguage(lang) } });
  if (!data?.campaign) notFound();
  return data.campaign;
}
