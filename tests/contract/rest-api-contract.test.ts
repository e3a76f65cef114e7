import { Validator } from '@seriousme/openapi-schema-validator';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractErrors } from '../support/openapi.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';

// Each call: the contract path, then the request actually sent.
type Call = [method: 'GET' | 'POST', contractPath: string, request: (ids: Ids) => string, body?: (ids: Ids) => unknown];
interface Ids {
  url: string;
  campaignId: number;
  authorId: number;
  authorUrl: string;
}

const CALLS: Call[] = [
  ['GET', '/campaign', () => '/campaign'],
  ['GET', '/campaign', () => '/campaign?limit=0'],
  ['GET', '/campaign/list', () => '/campaign/list?size=100'],
  ['GET', '/campaign/list', () => '/campaign/list?state=ENDED'],
  ['GET', '/campaign/list', () => '/campaign/list?size=x'],
  ['GET', '/campaign/detail', ({ url }) => `/campaign/detail?url=${url}`],
  ['GET', '/campaign/detail', () => '/campaign/detail?url=missing'],
  ['GET', '/campaign/pack', ({ url }) => `/campaign/pack?url=${url}`],
  ['GET', '/campaign/overview', ({ url }) => `/campaign/overview?url=${url}`],
  ['GET', '/campaign/seo', ({ url }) => `/campaign/seo?url=${url}`],
  ['GET', '/author/url', ({ authorUrl }) => `/author/url?url=${authorUrl}`],
  ['GET', '/author/campaigns', ({ authorId }) => `/author/campaigns?author_id=${authorId}`],
  ['GET', '/author/list', () => '/author/list'],
  ['GET', '/faq', () => '/faq'],
  ['GET', '/faq/campaign', ({ campaignId }) => `/faq/campaign?campaign_id=${campaignId}`],
  ['GET', '/news/last', () => '/news/last?limit=20'],
  ['GET', '/users/me', () => '/users/me'],
  ['GET', '/orders', () => '/orders'],
  ['GET', '/campaign/like', () => '/campaign/like'],
  ['GET', '/pictures/{picture_id}', () => '/pictures/AAAAAAAAAAAAAAAAAAAAAA'],
  ['GET', '/pictures/{picture_id}', () => '/pictures/short'],
  [
    'POST',
    '/campaign/participation',
    () => '/campaign/participation',
    ({ campaignId }) => ({ campaign_id: campaignId }),
  ],
  [
    'POST',
    '/campaign/participation',
    () => '/campaign/participation?size=101',
    ({ campaignId }) => ({ campaign_id: campaignId }),
  ],
];

describe('rest-api answers honour rest-api.openapi.yaml', () => {
  let api: RestApiUnderTest;
  let ids: Ids;

  beforeAll(async () => {
    api = await startRestApi();
    const campaigns = (await (await fetch(`${api.url}/campaign/list`)).json()) as any;
    const campaign = campaigns.items.find((c: any) => c.backer_count > 0);
    const author = ((await (await fetch(`${api.url}/author/list`)).json()) as any)[0];
    ids = { url: campaign.url, campaignId: campaign.campaign_id, authorId: author.author_id, authorUrl: author.url };
  });
  afterAll(() => api?.close());

  it.each(
    CALLS.map(
      (call) =>
        [`${call[0]} ${call[2]({ url: ':url', campaignId: 0, authorId: 0, authorUrl: ':author' })}`, call] as const,
    ),
  )('%s', async (_name, [method, contractPath, request, body]) => {
    const response = await fetch(api.url + request(ids), {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body(ids)) : undefined,
    });
    const json = await response.json();
    expect(contractErrors(method, contractPath, response.status, json)).toEqual([]);
  });

  it('is itself a valid OpenAPI 3.1 document', async () => {
    const file = fileURLToPath(new URL('../../schema/rest-api.openapi.yaml', import.meta.url));
    const result = await new Validator().validate(file);
    expect(result).toEqual({ valid: true });
  });

  it('catches an answer that breaks the contract', () => {
    expect(contractErrors('GET', '/author/list', 200, [{ author_id: 'x' }])).not.toEqual([]);
    expect(contractErrors('GET', '/author/list', 418, {})).not.toEqual([]);
  });
});
