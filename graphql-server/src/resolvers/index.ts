import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { authorResolvers } from './author.js';
import { basketResolvers } from './basket.js';
import { campaignResolvers } from './campaign.js';
import { commonResolvers } from './common.js';
import { discoveryResolvers } from './discovery.js';
import { helpResolvers } from './help.js';
import { newsResolvers } from './news.js';
import { orderResolvers } from './order.js';
import { packResolvers } from './pack.js';
import { participationResolvers } from './participation.js';
import { userResolvers } from './user.js';

const domains: Resolvers[] = [
  commonResolvers,
  campaignResolvers,
  discoveryResolvers,
  packResolvers,
  authorResolvers,
  helpResolvers,
  newsResolvers,
  participationResolvers,
  userResolvers,
  orderResolvers,
  basketResolvers,
];

/** The resolvers of every domain, type by type: a domain may add fields to another's type (`Campaign.liked`). */
export const resolvers = domains.reduce<Record<string, unknown>>((all, domain) => {
  for (const [type, fields] of Object.entries(domain)) {
    all[type] = fields instanceof GraphQLScalarType ? fields : { ...(all[type] as object | undefined), ...fields };
  }
  return all;
}, {}) as Resolvers;
