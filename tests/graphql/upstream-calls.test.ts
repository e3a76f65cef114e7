import { describe, expect, it } from '@jest/globals';
import { UNCACHED } from '../support/servers.js';
import { useStack } from '../support/stack.js';

describe('DataLoaders keep upstream calls down', () => {
  // Without the response cache: what is counted here is the work of one uncached request.
  const stack = useStack(UNCACHED);

  it('lists 12 campaigns with their authors and packs without a duplicate call', async () => {
    stack.api.calls.length = 0;
    const result = await stack.gql.query<any>(`{
      campaigns(first: 12) {
        nodes {
          title(lang: EN)
          author { name }
          packs { label options { label values { label } } }
          again: packs { price { cents } }
        }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.campaigns.nodes).toHaveLength(12);
    expect(new Set(stack.api.calls).size).toBe(stack.api.calls.length);
    // One search, one author list for every author, one pack list per campaign.
    expect(stack.api.calls.filter((c) => c.startsWith('GET /campaign/search'))).toHaveLength(1);
    expect(stack.api.calls.filter((c) => c.startsWith('GET /author/list'))).toHaveLength(1);
    expect(stack.api.calls.filter((c) => c.startsWith('GET /campaign/pack'))).toHaveLength(12);
    expect(stack.api.calls).toHaveLength(14);
  });

  it('does not share loaders between requests', async () => {
    await stack.gql.query('{ faq { id } }');
    stack.api.calls.length = 0;
    await stack.gql.query('{ faq { id } }');
    expect(stack.api.calls).toEqual(['GET /faq']);
  });
});
