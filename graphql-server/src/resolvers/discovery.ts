import type { Resolvers } from '../generated/graphql.js';
import { data } from '../rest/client.js';
import { inArguments } from '../rest/errors.js';
import { pickLabel } from './localize.js';

export const discoveryResolvers: Resolvers = {
  Query: {
    async campaigns(_, { filter, sort, first, after }, { rest }) {
      const page = await inArguments(
        data(
          rest.GET('/campaign/search', {
            params: {
              query: {
                q: filter?.query ?? undefined,
                lang: filter?.lang ?? undefined,
                category: filter?.category ?? undefined,
                state: filter?.state ?? undefined,
                sort: sort ?? undefined,
                first: first ?? undefined,
                after: after ?? undefined,
              },
            },
          }),
        ),
        // The REST query parameters that are fields of the `filter` argument here.
        { q: 'filter.query', lang: 'filter.lang', category: 'filter.category', state: 'filter.state' },
      );
      return {
        edges: page.items.map((node, i) => ({ node, cursor: page.cursors[i] ?? '' })),
        nodes: page.items,
        pageInfo: {
          hasNextPage: page.has_next_page,
          hasPreviousPage: after != null,
          startCursor: page.cursors[0] ?? null,
          endCursor: page.end_cursor ?? null,
        },
        totalCount: page.total,
      };
    },
    categories: (_, __, { rest }) => data(rest.GET('/category')),
  },
  Category: {
    label: (category, { lang }) => pickLabel(category.labels, lang),
  },
};
