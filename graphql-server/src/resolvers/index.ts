import type { Resolvers } from '../generated/graphql.js';
import { authorResolvers } from './author.js';
import { campaignResolvers } from './campaign.js';
import { commonResolvers } from './common.js';
import { helpResolvers } from './help.js';
import { newsResolvers } from './news.js';
import { packResolvers } from './pack.js';
import { participationResolvers } from './participation.js';

const domains: Resolvers[] = [
  commonResolvers,
  campaignResolvers,
  packResolvers,
  authorResolvers,
  helpResolvers,
  newsResolvers,
  participationResolvers,
];

/** The resolvers of every domain; `Query` fields are gathered from all of them. */
export const resolvers: Resolvers = {
  ...Object.assign({}, ...domains),
  Query: Object.assign({}, ...domains.map((domain) => domain.Query)),
};
