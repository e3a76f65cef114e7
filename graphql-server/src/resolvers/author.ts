import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { pick } from './localize.js';

export const authorResolvers: Resolvers = {
  Query: {
    author: (_, { url }, { loaders }) => loaders.authorByUrl.load(url),
    authors: async (_, __, { rest, loaders }) => {
      const authors = await data(rest.GET('/author/list'));
      for (const author of authors) loaders.authorById.prime(author.author_id, author);
      return authors;
    },
  },
  Author: {
    id: (author) => String(author.author_id),
    avatarUrl: (author) => author.avatar_url,
    bio: (author, { lang }) => pick(author.bios, lang),
    campaigns: (author, _, { loaders }) => loaders.campaignsByAuthorId.load(author.author_id),
  },
};
