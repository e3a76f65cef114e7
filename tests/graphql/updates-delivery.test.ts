import { describe, expect, it } from '@jest/globals';
import { useStack } from '../support/stack.js';

// Issue 14 §3 through the facade: Campaign.updates, News.campaign and Pack.estimatedDelivery.
const UPDATES = /* GraphQL */ `
  query Updates($url: String!, $lang: Language!, $limit: Int) {
    campaign(url: $url) {
      id
      updates(limit: $limit) {
        id
        title(lang: $lang)
        body(lang: $lang)
        imageUrl
        publishedAt
        campaign {
          url
        }
      }
    }
  }
`;

describe('campaign updates and delivery estimates over the real rest-api', () => {
  const stack = useStack();

  it("gives a campaign's updates newest first, in French and in English", async () => {
    const fr = await stack.gql.query<any>(UPDATES, { url: 'lulu-la-loutre', lang: 'FR' });
    const en = await stack.gql.query<any>(UPDATES, { url: 'lulu-la-loutre', lang: 'EN' });
    expect(fr.errors).toBeUndefined();
    const [a, b] = [fr.data.campaign.updates, en.data.campaign.updates];
    expect(a.length).toBeGreaterThan(0);
    expect(a.map((u: any) => u.id)).toEqual(b.map((u: any) => u.id));
    expect(a[0].title).not.toBe(b[0].title);
    expect(a.every((u: any) => u.campaign.url === 'lulu-la-loutre')).toBe(true);
    const dates = a.map((u: any) => u.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers no updates for a campaign that has none, and refuses a limit out of range with its field', async () => {
    const none = await stack.gql.query<any>(UPDATES, { url: 'tarot-des-marees', lang: 'FR' });
    expect(none.errors).toBeUndefined();
    expect(none.data.campaign.updates).toEqual([]);
    const nullLimit = await stack.gql.query<any>(UPDATES, { url: 'lulu-la-loutre', lang: 'FR', limit: null });
    expect(nullLimit.errors).toBeUndefined();
    expect(nullLimit.data.campaign.updates.length).toBeGreaterThan(0);
    const huge = await stack.gql.query<any>(UPDATES, { url: 'lulu-la-loutre', lang: 'FR', limit: 51 });
    expect(huge.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'query.limit' }],
    });
  });

  it('is a public answer cached 60 s, like the rest of the catalog', async () => {
    const url = new URL(stack.gql.server.url);
    url.searchParams.set('query', UPDATES);
    url.searchParams.set('variables', JSON.stringify({ url: 'lulu-la-loutre', lang: 'EN' }));
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=60, public');
  });

  it('links the latest news to their campaign, platform news to none', async () => {
    const result = await stack.gql.query<any>('{ news(limit: 20) { id campaign { url title(lang: EN) } } }');
    expect(result.errors).toBeUndefined();
    const linked = result.data.news.filter((n: any) => n.campaign !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((n: any) => n.campaign.url && n.campaign.title)).toBe(true);
    expect(result.data.news.some((n: any) => n.campaign === null)).toBe(true);
  });

  it('gives every pack an estimated delivery month after its campaign ends, and a picture', async () => {
    const result = await stack.gql.query<any>(
      '{ campaigns(first: 50) { nodes { endDate packs { estimatedDelivery imageUrl } } } }',
    );
    expect(result.errors).toBeUndefined();
    const campaigns = result.data.campaigns.nodes;
    expect(campaigns.length).toBeGreaterThanOrEqual(14);
    for (const campaign of campaigns) {
      for (const pack of campaign.packs) {
        expect(pack.estimatedDelivery).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        expect(pack.estimatedDelivery > campaign.endDate.slice(0, 7)).toBe(true);
        expect(pack.imageUrl).toMatch(/\/images\/packs\/.+\.webp$/);
      }
    }
  });
});
