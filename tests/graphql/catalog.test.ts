import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../support/servers.js';

const CAMPAIGN_PAGE = /* GraphQL */ `
  query CampaignPage($url: String!, $lang: Language!) {
    campaign(url: $url) {
      id
      url
      state
      type
      title(lang: $lang)
      summary(lang: $lang)
      image {
        url
        alt(lang: $lang)
      }
      images {
        url
        alt(lang: $lang)
      }
      goal {
        cents
        currency
      }
      amountRaised {
        cents
      }
      progress
      backerCount
      startDate
      endDate
      author {
        id
        name
        url
        bio(lang: $lang)
        socials {
          network
          url
        }
      }
      packs {
        id
        label(lang: $lang)
        description(lang: $lang)
        price {
          cents
          currency
        }
        stockLimit
        stockLeft
        soldOut
        options {
          id
          label(lang: $lang)
          values {
            id
            label(lang: $lang)
          }
        }
      }
      sections {
        position
        title(lang: $lang)
        body(lang: $lang)
      }
      seo {
        title(lang: $lang)
        description(lang: $lang)
        imageUrl
      }
      faq {
        id
        question(lang: $lang)
        answer(lang: $lang)
      }
      participations {
        total
        page
        size
        hasNextPage
        items {
          id
          displayName
          anonymous
          comment
          amount {
            cents
          }
          createdAt
        }
      }
    }
  }
`;

describe('the GraphQL catalog over the real rest-api', () => {
  const stack = useStack();
  let url: string;

  beforeAll(async () => {
    const list = (await (await fetch(`${stack.api.url}/campaign/list`)).json()) as any;
    url = list.items.find((c: any) => c.backer_count > 50).url;
  });

  it('serves a whole campaign page in French and in English', async () => {
    const fr = await stack.gql.query<any>(CAMPAIGN_PAGE, { url, lang: 'FR' });
    const en = await stack.gql.query<any>(CAMPAIGN_PAGE, { url, lang: 'EN' });
    expect(fr.errors).toBeUndefined();
    expect(en.errors).toBeUndefined();
    const [a, b] = [fr.data.campaign, en.data.campaign];
    expect(a.id).toBe(b.id);
    expect(a.summary).not.toBe(b.summary);
    expect(a.packs[0].label).not.toBe(b.packs[0].label);
    expect(a.packs.map((p: any) => p.id)).toEqual(b.packs.map((p: any) => p.id));
    expect(a.author.name).toBe(b.author.name);
    expect(a.author.bio).not.toBe(b.author.bio);
    expect(a.sections.length).toBeGreaterThanOrEqual(2);
    expect(a.faq.length).toBeGreaterThanOrEqual(2);
    expect(a.participations).toMatchObject({ page: 1, size: 50, total: a.backerCount, hasNextPage: true });
    expect(a.participations.items).toHaveLength(50);
    expect(a.goal.currency).toBe('EUR');
    expect(a.progress).toBeCloseTo(a.amountRaised.cents / a.goal.cents);
    expect(a.images.length).toBeGreaterThan(0);
  });

  it('returns null for an unknown campaign or author, without an error', async () => {
    const result = await stack.gql.query<any>('{ campaign(url: "no-such-thing") { id } author(url: "nobody") { id } }');
    expect(result).toEqual({ data: { campaign: null, author: null } });
  });

  it('lists campaigns, authors with their campaigns, the FAQ and the news', async () => {
    const result = await stack.gql.query<any>(`{
      featuredCampaigns(limit: 4) { id state title(lang: EN) }
      campaigns(first: 5) { totalCount pageInfo { hasNextPage } nodes { id url author { name } } }
      authors { id url name campaigns { id author { id } } }
      faq { id question(lang: EN) answer }
      news(limit: 2) { id title(lang: EN) publishedAt }
    }`);
    expect(result.errors).toBeUndefined();
    const data = result.data;
    expect(data.featuredCampaigns).toHaveLength(4);
    expect(data.featuredCampaigns.every((c: any) => c.state !== 'ENDED')).toBe(true);
    expect(data.campaigns.nodes).toHaveLength(5);
    expect(data.campaigns.pageInfo.hasNextPage).toBe(true);
    expect(data.authors).toHaveLength(5);
    for (const author of data.authors) {
      expect(author.campaigns.every((c: any) => c.author.id === author.id)).toBe(true);
    }
    expect(data.faq.length).toBeGreaterThanOrEqual(8);
    expect(data.news).toHaveLength(2);
  });

  it('finds a founder page by url and pages participations by campaign id', async () => {
    const authors = await stack.gql.query<any>('{ authors { url } }');
    const author = await stack.gql.query<any>('query($url: String!) { author(url: $url) { name campaigns { id } } }', {
      url: authors.data.authors[0].url,
    });
    expect(author.data.author.campaigns.length).toBeGreaterThanOrEqual(2);
    const campaignId = author.data.author.campaigns[0].id;
    const page = await stack.gql.query<any>(
      'query($id: ID!) { participations(campaignId: $id, page: 1, size: 3) { size items { id } } }',
      { id: campaignId },
    );
    expect(page.data.participations.items.length).toBeLessThanOrEqual(3);
  });

  it('reports bad arguments with a code and the failing field', async () => {
    const huge = await stack.gql.query('{ participations(campaignId: "1", size: 500) { total } }');
    expect(huge.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'query.size' }],
    });
    const badId = await stack.gql.query('{ participations(campaignId: "abc") { total } }');
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknownLanguage = await stack.gql.query('{ faq { question(lang: DE) } }');
    expect(unknownLanguage.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep = await stack.gql.query(
      '{ authors { campaigns { author { campaigns { author { campaigns { author { campaigns { author { campaigns { id } } } } } } } } } } }',
    );
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('offers Apollo Sandbox, introspection and a health check', async () => {
    const page = await fetch(stack.gql.server.url, { headers: { accept: 'text/html' } });
    expect(await page.text()).toMatch(/sandbox/i);
    const schema = await stack.gql.query<any>('{ __schema { queryType { name } } }');
    expect(schema.data.__schema.queryType.name).toBe('Query');
    const health = await fetch(stack.gql.server.url.replace('/graphql', '/health'));
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
