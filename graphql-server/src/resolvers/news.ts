import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { pick } from './localize.js';

export const newsResolvers: Resolvers = {
  Query: {
    news: (_, { limit }, { rest }) => data(rest.GET('/news/last', { params: { query: { limit } } })),
  },
  News: {
    id: (news) => String(news.news_id),
    title: (news, { lang }) => pick(news.titles, lang),
    body: (news, { lang }) => pick(news.bodies, lang),
    campaign: (news, _, { loaders }) => (news.campaign_url ? loaders.campaignByUrl.load(news.campaign_url) : null),
  },
};
