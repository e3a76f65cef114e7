import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from '@jest/globals';
import { useStack } from '../support/stack.js';

const CAMPAIGN = gql`
  query CampaignTitle($url: String!, $lang: Language!) {
    campaign(url: $url) {
      id
      summary(lang: $lang)
      packs {
        id
        label(lang: $lang)
      }
    }
  }
`;

interface CampaignTitle {
  campaign: { id: string; summary: string; packs: { id: string; label: string }[] };
}

describe("switching language keeps Apollo's normalized cache correct", () => {
  const stack = useStack();

  it('holds both languages of the same Campaign entity side by side', async () => {
    const client = new ApolloClient({ link: new HttpLink({ uri: stack.gql.server.url }), cache: new InMemoryCache() });
    const { items } = (await (await fetch(`${stack.api.url}/campaign/list?size=1`)).json()) as any;
    const url = items[0].url;

    const fr = await client.query<CampaignTitle>({ query: CAMPAIGN, variables: { url, lang: 'FR' } });
    const en = await client.query<CampaignTitle>({ query: CAMPAIGN, variables: { url, lang: 'EN' } });
    expect(fr.data?.campaign.id).toBe(en.data?.campaign.id);
    expect(fr.data?.campaign.summary).not.toBe(en.data?.campaign.summary);

    // Back to French: answered from the cache, still in French, with no new request.
    stack.api.calls.length = 0;
    const again = await client.query<CampaignTitle>({
      query: CAMPAIGN,
      variables: { url, lang: 'FR' },
      fetchPolicy: 'cache-only',
    });
    expect(again.data).toEqual(fr.data);
    expect(stack.api.calls).toEqual([]);

    const cache = client.cache.extract() as Record<string, Record<string, unknown>>;
    const entity = cache[`Campaign:${fr.data?.campaign.id}`] ?? {};
    expect(entity['summary({"lang":"FR"})']).toBe(fr.data?.campaign.summary);
    expect(entity['summary({"lang":"EN"})']).toBe(en.data?.campaign.summary);
  });
});
