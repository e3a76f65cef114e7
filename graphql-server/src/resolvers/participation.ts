import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';

/** A GraphQL ID of one of our REST entities: a positive integer written as a string. */
export function restId(id: string, argument: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new GraphQLError(`${argument} must be the id of an existing record`, {
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: argument, message: 'not an id' }] },
    });
  }
  return value;
}

export const participationResolvers: Resolvers = {
  Query: {
    participations: (_, { campaignId, page, size }, { loaders }) =>
      loaders.participations.load({ campaignId: restId(campaignId, 'campaignId'), page, size }),
  },
  ParticipationPage: {
    hasNextPage: (page) => page.page * page.size < page.total,
  },
  Participation: {
    id: (participation) => String(participation.participation_id),
  },
};
