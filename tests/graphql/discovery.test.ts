import { describe, expect, it } from '@jest/globals';
import { useStack } from '../support/stack.js';

const SEARCH = /* GraphQL */ `
  query Search($filter: CampaignFilter, $sort: CampaignSort, $first: Int, $after: String, $lang: Language) {
    campaigns(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          url
          state
          title(lang: $lang)
        }
      }
      nodes {
        url
      }
    }
  }
`;

describe('GraphQL campaign search', () => {
  const stack = useStack();
  const search = (variables: Record<string, unknown>) => stack.gql.query<any>(SEARCH, variables);
  /** A GET as a CDN sends it, to read the answer's Cache-Control. */
  const cacheControlOf = async (query: string, variables: Record<string, unknown> = {}) => {
    const url = new URL(stack.gql.server.url);
    url.searchParams.set('query', query);
    url.searchParams.set('variables', JSON.stringify(variables));
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    return response.headers.get('cache-control');
  };

  it('finds "Le Dernier Été" from "dernier ete" and the English title in English', async () => {
    const fr = await search({ filter: { query: 'dernier ete' }, lang: 'FR' });
    expect(fr.errors).toBeUndefined();
    expect(fr.data.campaigns.edges.map((e: any) => e.node.title)).toEqual(['Le Dernier Été des hirondelles']);
    const en = await search({ filter: { query: 'swallow', lang: 'EN' }, lang: 'EN' });
    expect(en.data.campaigns.edges.map((e: any) => e.node.title)).toEqual(['The Last Summer of the Swallows']);
  });

  it('pages as a Relay connection: edges with cursors, pageInfo and totalCount', async () => {
    const whole = await search({ filter: { state: 'ONGOING' }, sort: 'MOST_BACKERS', first: 50 });
    const all = whole.data.campaigns.edges.map((e: any) => e.node.url);
    expect(whole.data.campaigns.totalCount).toBe(all.length);
    expect(whole.data.campaigns.nodes.map((n: any) => n.url)).toEqual(all);
    expect(whole.data.campaigns.edges.every((e: any) => e.node.state === 'ONGOING')).toBe(true);

    const first = (await search({ filter: { state: 'ONGOING' }, sort: 'MOST_BACKERS', first: 3 })).data.campaigns;
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.startCursor).toBe(first.edges[0].cursor);
    expect(first.pageInfo.endCursor).toBe(first.edges[2].cursor);
    // Continuing after any edge's cursor, not only the last one.
    const afterSecond = await search({
      filter: { state: 'ONGOING' },
      sort: 'MOST_BACKERS',
      first: 50,
      after: first.edges[1].cursor,
    });
    expect(afterSecond.data.campaigns.pageInfo.hasPreviousPage).toBe(true);
    expect(afterSecond.data.campaigns.edges.map((e: any) => e.node.url)).toEqual(all.slice(2));
  });

  it('lists categories in both languages and filters by one', async () => {
    const result = await stack.gql.query<any>('{ categories { code fr: label en: label(lang: EN) } }');
    expect(result.data.categories[0]).toEqual({ code: 'games', fr: 'Jeux', en: 'Games' });
    const games = await search({ filter: { category: 'games' }, first: 50 });
    expect(games.data.campaigns.totalCount).toBe(4);
  });

  it('reports bad arguments with a code naming the argument', async () => {
    const huge = await search({ first: 500 });
    expect(huge.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'first' }] });
    const long = await search({ filter: { query: 'x'.repeat(101) } });
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'filter.query' }],
    });
    const forged = await search({ after: 'bm90LWEtY3Vyc29y' });
    expect(forged.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'after' }] });
    const badSort = await search({ sort: 'CHEAPEST' });
    expect(badSort.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is public for 60 s as catalog, 5 s with live figures', async () => {
    const catalog = '{ campaigns(first: 2) { totalCount edges { cursor node { url } } pageInfo { endCursor } } }';
    expect(await cacheControlOf(catalog)).toBe('max-age=60, public');
    expect(await cacheControlOf('{ categories { code label } }')).toBe('max-age=60, public');
    const live = '{ campaigns(first: 2) { edges { node { url backerCount } } } }';
    expect(await cacheControlOf(live)).toBe('max-age=5, public');
  });
});
