import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGraphql, startRestApi, type GraphqlUnderTest, type RestApiUnderTest } from '../support/servers.js';

describe('DataLoaders keep upstream calls down', () => {
  let api: RestApiUnderTest;
  let gql: GraphqlUnderTest;

  beforeAll(async () => {
    api = await startRestApi();
    gql = await startGraphql(api.url);
  });
  afterAll(async () => {
    await gql?.server.stop();
    await api?.close();
  });

  it('lists 12 campaigns with their authors and packs without a duplicate call', async () => {
    api.calls.length = 0;
    const result = await gql.query<any>(`{
      campaigns(size: 12) {
        items {
          title(lang: EN)
          author { name }
          packs { label options { label values { label } } }
          again: packs { price { cents } }
        }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.campaigns.items).toHaveLength(12);
    expect(new Set(api.calls).size).toBe(api.calls.length);
    // One list, one author list for every author, one pack list per campaign.
    expect(api.calls.filter((c) => c.startsWith('GET /campaign/list'))).toHaveLength(1);
    expect(api.calls.filter((c) => c.startsWith('GET /author/list'))).toHaveLength(1);
    expect(api.calls.filter((c) => c.startsWith('GET /campaign/pack'))).toHaveLength(12);
    expect(api.calls).toHaveLength(14);
  });

  it('does not share loaders between requests', async () => {
    await gql.query('{ faq { id } }');
    api.calls.length = 0;
    await gql.query('{ faq { id } }');
    expect(api.calls).toEqual(['GET /faq']);
  });
});
