import type { MetadataRoute } from 'next';
import { SitemapAuthorsDocument, SitemapCampaignsDocument } from '@/graphql/generated/graphql';
import { query } from '@/graphql/server';
import { alternates } from '@/i18n/alternates';
import { LOCALES } from '@/i18n/locales';

/** Pages that exist whatever the catalog holds. */
const STATIC_PATHS = [
  '/',
  '/campaigns',
  '/help/faq',
  '/help/support',
  '/info/cgv',
  '/info/cgu',
  '/info/privacy-policy',
  '/info/mention',
];

async function campaignPage(after: string | null) {
  const { data } = await query({ query: SitemapCampaignsDocument, variables: { after } });
  if (!data) throw new Error('The campaigns of the sitemap did not load');
  return data.campaigns;
}

/** Every campaign url, ended ones included, page after page (the API serves at most 50 at a time). */
async function campaignUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (let after: string | null = null; ;) {
    const page = await campaignPage(after);
    urls.push(...page.nodes.map((campaign) => campaign.url));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return urls;
    after = page.pageInfo.endCursor;
  }
}

async function authorUrls(): Promise<string[]> {
  const { data } = await query({ query: SitemapAuthorsDocument });
  if (!data) throw new Error('The authors of the sitemap did not load');
  return data.authors.map((author) => author.url);
}

/** One entry per page and language, each listing the page in every language (hreflang). */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [campaigns, authors] = await Promise.all([campaignUrls(), authorUrls()]);
  const paths = [
    ...STATIC_PATHS,
    ...campaigns.map((url) => `/campaign/${url}`),
    ...authors.map((url) => `/founder/${url}`),
  ];
  return paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const { canonical, languages } = alternates(locale, path);
      return { url: canonical, alternates: { languages } };
    }),
  );
}
