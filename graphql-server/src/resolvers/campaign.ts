import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { pick } from './localize.js';

export const campaignResolvers: Resolvers = {
  Query: {
    featuredCampaigns: (_, { limit }, { rest }) => data(rest.GET('/campaign', { params: { query: { limit } } })),
    campaign: (_, { url }, { loaders }) => loaders.campaignByUrl.load(url),
  },
  Campaign: {
    id: (campaign) => String(campaign.campaign_id),
    title: (campaign, { lang }) => pick(campaign.titles, lang),
    summary: (campaign, { lang }) => pick(campaign.summaries, lang),
    image: (campaign) => ({ url: campaign.image_url, alt: campaign.titles }),
    // Listed campaigns come without their gallery: fetch the detail only when it is asked for.
    images: async (campaign, _, { loaders }) =>
      campaign.images ?? (await loaders.campaignByUrl.load(campaign.url))?.images ?? [],
    goal: (campaign) => campaign.goal_amount,
    progress: (campaign) => campaign.amount_raised / campaign.goal_amount,
    // The goal is judged at the end date; `settled_at` is only when the job got to it.
    outcomeAt: (campaign) => (campaign.outcome ? campaign.end_date : null),
    author: (campaign, _, { loaders }) => loaders.authorById.load(campaign.author_id),
    packs: (campaign, _, { loaders }) => loaders.packsByCampaignUrl.load(campaign.url),
    sections: async (campaign, _, { loaders }) => (await loaders.overviewByCampaignUrl.load(campaign.url)).sections,
    seo: (campaign, _, { loaders }) => loaders.seoByCampaignUrl.load(campaign.url),
    faq: (campaign, _, { loaders }) => loaders.faqByCampaignId.load(campaign.campaign_id),
    // An explicit `limit: null` means the default, as the SDL's `= 20` does when it is left out.
    updates: (campaign, { limit }, { loaders }) =>
      loaders.updates.load({ campaignId: campaign.campaign_id, limit: limit ?? 20 }),
    participations: (campaign, { page, size }, { loaders }) =>
      loaders.participations.load({ campaignId: campaign.campaign_id, page, size }),
  },
  CampaignSection: {
    title: (section, { lang }) => pick(section.titles, lang),
    body: (section, { lang }) => pick(section.bodies, lang),
  },
  CampaignSeo: {
    title: (seo, { lang }) => pick(seo.titles, lang),
    description: (seo, { lang }) => pick(seo.descriptions, lang),
  },
};
