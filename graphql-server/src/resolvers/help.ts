import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { pick } from './localize.js';

export const helpResolvers: Resolvers = {
  Query: {
    faq: (_, __, { rest }) => data(rest.GET('/faq')),
  },
  FaqEntry: {
    id: (entry) => String(entry.faq_id),
    question: (entry, { lang }) => pick(entry.questions, lang),
    answer: (entry, { lang }) => pick(entry.answers, lang),
  },
};
