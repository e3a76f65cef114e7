import type { Resolvers } from '../generated/graphql.js';
import { pick } from './localize.js';

export const authorResolvers: Resolvers = {
  Query: {
    author: (_, { url }, { loaders }) => loaders.authorByUrl.load(url),
    authors: async (_, __, { loaders }) => {
      const authors = await loaders.authors();
      for (const author of authors) loaders.authorById.prime(author.author_id, author);
      return authors;
    },
  },
  Author: {
    id: (author) => String(author.author_id),
    bio: (author, { lang }) => pick(author.bios, lang),
    campaigns: (author, _, { loaders }) => loaders.campaignsByAuthorId.load(author.author_id),
  },
};
