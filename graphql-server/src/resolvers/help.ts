import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { pick, pickLabel } from './localize.js';
import { restId } from './participation.js';

export const helpResolvers: Resolvers = {
  Query: {
    faq: (_, __, { rest }) => data(rest.GET('/faq')),
    supportTopics: async (_, { campaignId }, { rest }) => {
      const info =
        campaignId === null || campaignId === undefined
          ? await data(rest.GET('/support'))
          : await data(
              rest.GET('/support/campaign', { params: { query: { campaign_id: restId(campaignId, 'campaignId') } } }),
            );
      return info.topics;
    },
  },
  FaqEntry: {
    id: (entry) => String(entry.faq_id),
    question: (entry, { lang }) => pick(entry.questions, lang),
    answer: (entry, { lang }) => pick(entry.answers, lang),
  },
  SupportTopicOption: {
    label: (option, { lang }) => pickLabel(option.labels, lang),
  },
};
