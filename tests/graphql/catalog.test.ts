import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  BrowseCampaignsDocument,
  CampaignPageDocument,
  FooterAuthorsDocument,
  FounderPageDocument,
  HelpFaqDocument,
  HomeCampaignsDocument,
} from '../../web/src/graphql/generated/graphql.js';
import { useStack } from '../support/stack.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The pages' own queries, as the web sends them (its generated documents); the fields no page
// asks for are checked with queries of their own.
describe('the GraphQL catalog over the real rest-api', () => {
  const stack = useStack();
  const page = async <TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ) => {
    const answer = await stack.gql.query<TData>(print(document), variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  let url: string;

  beforeAll(async () => {
    const list = (await (await fetch(`${stack.api.url}/campaign/list`)).json()) as any;
    url = list.items.find((c: any) => c.backer_count > 50).url;
  }, HOOK_TIMEOUT);

  it('serves a whole campaign page in French and in English', async () => {
    const a = (await page(CampaignPageDocument, { url, lang: 'FR' })).campaign!;
    const b = (await page(CampaignPageDocument, { url, lang: 'EN' })).campaign!;
    expect(a.id).toBe(b.id);
    expect(a.summary).not.toBe(b.summary);
    expect(a.packs[0]!.label).not.toBe(b.packs[0]!.label);
    expect(a.packs.map((p) => p.id)).toEqual(b.packs.map((p) => p.id));
    expect(a.author.name).toBe(b.author.name);
    expect(a.sections.length).toBeGreaterThanOrEqual(2);
    expect(a.faq.length).toBeGreaterThanOrEqual(2);
    expect(a.participations).toMatchObject({ total: a.backerCount });
    expect(a.participations.items).toHaveLength(50);
    expect(a.progress).toBeCloseTo(a.amountRaised.cents / a.goal.cents);
    expect(a.images.length).toBeGreaterThan(0);

    const founder = { url: a.author.url };
    const [frFounder, enFounder] = [
      (await page(FounderPageDocument, { ...founder, lang: 'FR' })).author!,
      (await page(FounderPageDocument, { ...founder, lang: 'EN' })).author!,
    ];
    expect(frFounder.bio).not.toBe(enFounder.bio);

    const unasked = await stack.gql.query<any>(
      'query($url: String!) { campaign(url: $url) { goal { currency } participations { page size hasNextPage } } }',
      { url },
    );
    expect(unasked.data.campaign.goal.currency).toBe('EUR');
    expect(unasked.data.campaign.participations).toEqual({ page: 1, size: 50, hasNextPage: true });
  });

  it('returns null for an unknown campaign or author, without an error', async () => {
    const campaign = await stack.gql.query(print(CampaignPageDocument), { url: 'no-such-thing', lang: 'EN' });
    expect(campaign).toEqual({ data: { campaign: null } });
    const author = await stack.gql.query(print(FounderPageDocument), { url: 'nobody', lang: 'EN' });
    expect(author).toEqual({ data: { author: null } });
  });

  it('lists campaigns, authors with their campaigns, the FAQ and the news', async () => {
    const home = await page(HomeCampaignsDocument, { lang: 'EN' });
    expect(home.featuredCampaigns.length).toBeGreaterThan(4);
    expect(home.featuredCampaigns.every((c) => c.state !== 'ENDED')).toBe(true);
    const fewer = await stack.gql.query<any>('{ featuredCampaigns(limit: 4) { id } }');
    expect(fewer.data.featuredCampaigns).toHaveLength(4);
    expect(home.news).toHaveLength(3);
    const browse = await page(BrowseCampaignsDocument, { lang: 'EN' });
    expect(browse.campaigns.nodes).toHaveLength(12);
    expect(browse.campaigns.pageInfo.hasNextPage).toBe(true);
    const { authors } = await page(FooterAuthorsDocument, {});
    expect(authors).toHaveLength(5);
    for (const { url } of authors) {
      const author = (await page(FounderPageDocument, { url, lang: 'EN' })).author!;
      expect(author.campaigns.every((c) => c.author.id === author.id)).toBe(true);
    }
    expect((await page(HelpFaqDocument, { lang: 'EN' })).faq.length).toBeGreaterThanOrEqual(8);
  });

  it('finds a founder page by url and pages participations by campaign id', async () => {
    const { authors } = await page(FooterAuthorsDocument, {});
    const author = (await page(FounderPageDocument, { url: authors[0]!.url, lang: 'FR' })).author!;
    expect(author.campaigns.length).toBeGreaterThanOrEqual(2);
    const campaignId = author.campaigns[0]!.id;
    const participations = await stack.gql.query<any>(
      'query($id: ID!) { participations(campaignId: $id, page: 1, size: 3) { size items { id } } }',
      { id: campaignId },
    );
    expect(participations.data.participations.items.length).toBeLessThanOrEqual(3);
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
