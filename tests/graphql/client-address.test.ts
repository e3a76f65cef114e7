import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readRateLimitConfig } from '../../rest-api/src/config.js';
import {
  UNCACHED,
  startGraphql,
  startRestApi,
  type GraphqlUnderTest,
  type RestApiUnderTest,
} from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The rest-api limits reads per client address. Behind the facade every call comes from the
// facade's own address: it must name the client, or one busy visitor would lock out everyone.
describe('the facade tells the rest-api who the client is', () => {
  let api: RestApiUnderTest;
  let gql: GraphqlUnderTest;

  beforeAll(async () => {
    api = await startRestApi('pglite', { limits: { ...readRateLimitConfig({}), readsPerIp: 2 } });
    // Uncached: every request must reach the rest-api's per-address limit.
    gql = await startGraphql(api.url, 5000, UNCACHED);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await gql?.server.stop();
    await api?.close();
  }, HOOK_TIMEOUT);

  const faqFrom = async (address: string) => {
    const response = await fetch(gql.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: '{ faq { id } }' }),
    });
    return (await response.json()) as { data?: unknown; errors?: { extensions: Record<string, unknown> }[] };
  };

  it("counts each client's calls apart, and passes the rest-api's refusal on as RATE_LIMITED", async () => {
    expect((await faqFrom('203.0.113.1')).errors).toBeUndefined();
    expect((await faqFrom('203.0.113.1')).errors).toBeUndefined();
    const refused = await faqFrom('203.0.113.1');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect((await faqFrom('203.0.113.2')).errors).toBeUndefined();
  });
});
