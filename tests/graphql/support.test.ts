import { describe, expect, it } from '@jest/globals';
import { useStack } from '../support/stack.js';

const SUPPORT_TOPICS = /* GraphQL */ `
  query SupportTopics($campaignId: ID, $lang: Language!) {
    supportTopics(campaignId: $campaignId) {
      topic
      label(lang: $lang)
    }
  }
`;

describe('the GraphQL support topics over the real rest-api', () => {
  const stack = useStack();

  it('lists every topic in order, labelled in the requested language', async () => {
    const fr = await stack.gql.query<any>(SUPPORT_TOPICS, { lang: 'FR' });
    const en = await stack.gql.query<any>(SUPPORT_TOPICS, { lang: 'EN' });
    expect(fr.errors).toBeUndefined();
    expect(fr.data.supportTopics.map((t: any) => t.topic)).toEqual([
      'ORDER',
      'PAYMENT',
      'DELIVERY',
      'ACCOUNT',
      'CAMPAIGN',
      'OTHER',
    ]);
    expect(fr.data.supportTopics[0].label).toBe('Ma commande');
    expect(en.data.supportTopics[0].label).toBe('My order');
  });

  it('narrows the topics to a campaign question, and refuses an id that is not one', async () => {
    const [campaign] = ((await (await fetch(`${stack.api.url}/campaign/list?size=1`)).json()) as any).items;
    const result = await stack.gql.query<any>(SUPPORT_TOPICS, { campaignId: String(campaign.campaign_id), lang: 'EN' });
    expect(result.errors).toBeUndefined();
    const topics = result.data.supportTopics.map((t: any) => t.topic);
    expect(topics).toContain('CAMPAIGN');
    expect(topics).not.toContain('ACCOUNT');
    const bad = await stack.gql.query<any>(SUPPORT_TOPICS, { campaignId: 'abc', lang: 'EN' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await stack.gql.query<any>(SUPPORT_TOPICS, { campaignId: '999999', lang: 'EN' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
