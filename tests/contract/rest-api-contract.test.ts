import { Validator } from '@seriousme/openapi-schema-validator';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { contractErrors } from '../support/openapi.js';
import { restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { CARDS, firstValues, newCustomer, ongoingPacks, signedEvent } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

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
  ['GET', '/news/campaign', ({ campaignId }) => `/news/campaign?campaign_id=${campaignId}`],
  ['GET', '/news/campaign', () => '/news/campaign?campaign_id=999999'],
  ['GET', '/news/campaign', () => '/news/campaign?campaign_id=x&limit=0'],
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
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

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

// The basket, order and payment operations, success and error answers alike: `restCaller` checks
// every answer against the contract (status documented, body of its schema) as it goes.
describe('basket, order and payment answers honour rest-api.openapi.yaml', () => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);

  beforeAll(async () => {
    api = await startRestApi();
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('answers every operation as documented', async () => {
    const as = await newCustomer(call, 'contract', 'Cléo');
    const [pack] = await ongoingPacks(api.db, true);
    const line = { pack_id: pack!.pack_id, campaign_id: pack!.campaign_id, options: firstValues(pack!) };
    const address = {
      first_name: 'Cléo',
      last_name: 'Durand',
      line1: '1 quai',
      postal_code: '29200',
      city: 'Brest',
      country: 'FR',
    };
    const statuses = async (...answers: Promise<{ status: number }>[]) =>
      (await Promise.all(answers)).map((a) => a.status);

    expect(
      await statuses(call('GET', '/basket/delivery/rates'), call('GET', '/basket'), call('GET', '/basket', { as })),
    ).toEqual([200, 401, 200]);
    expect(
      await statuses(
        call('GET', `/campaign/paypal?campaign_url=${pack!.campaign_url}`),
        call('GET', '/campaign/paypal?campaign_url=none'),
      ),
    ).toEqual([200, 404]);
    expect((await call('POST', '/basket/check?campaign_id=999999', { as })).status).toBe(404);
    expect((await call('POST', `/basket/check?campaign_id=${pack!.campaign_id}`, { as })).status).toBe(422);
    expect((await call('POST', '/basket/add', { as, json: { ...line, pack_id: 999999 } })).status).toBe(404);
    expect((await call('POST', '/basket/add', { as, json: { ...line, options: [] } })).status).toBe(422);
    expect((await call('POST', '/basket/add', { as, json: { ...line, quantity: 'x' } })).status).toBe(400);
    expect((await call('POST', '/basket/add', { as, json: line })).status).toBe(200);
    expect((await call('POST', '/basket', { as, json: { ...line, quantity: 3 } })).status).toBe(200);
    expect((await call('POST', '/basket', { as, json: { ...line, pack_id: 999999, quantity: 3 } })).status).toBe(404);
    expect(
      (await call('POST', '/basket/delivery', { as, json: { delivery_country: 'FR', delivery_price: 1 } })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/basket/delivery', { as, json: { delivery_country: 'FR', delivery_price: 490 } })).status,
    ).toBe(200);
    expect((await call('POST', '/basket/delivery/address', { as, json: { ...address, country: 'DE' } })).status).toBe(
      422,
    );
    expect((await call('POST', '/basket/delivery/address', { as, json: address })).status).toBe(200);
    expect((await call('POST', '/basket/merge', { as, json: { merge_id: randomUUID(), items: [line] } })).status).toBe(
      200,
    );
    expect((await call('POST', `/basket/check?campaign_id=${pack!.campaign_id}`, { as })).status).toBe(200);
    expect((await call('POST', '/order/check', { as, json: { campaign_id: pack!.campaign_id } })).status).toBe(200);

    const key = randomUUID();
    const create = () =>
      call('POST', '/order/create', {
        as,
        json: { campaign_id: pack!.campaign_id, idempotency_key: key, payment_method: 'CARD' },
      });
    const created = await create();
    expect(created.status).toBe(201);
    expect((await create()).status).toBe(200);
    const id = created.body.order_id;
    expect(
      (
        await call('POST', '/order/create', {
          as,
          json: { campaign_id: pack!.campaign_id, idempotency_key: randomUUID(), payment_method: 'WALLET' },
        })
      ).status,
    ).toBe(422);
    expect(
      await statuses(
        call('POST', '/order/comment', { as, json: { order_id: id, comment: 'Hâte !' } }),
        call('POST', '/order/anonymous', { as, json: { order_id: id, anonymous: true } }),
        call('POST', '/order/address', { as, json: { order_id: id, address } }),
        call('POST', '/order/option', {
          as,
          json: { order_id: id, pack_id: pack!.pack_id, options: firstValues(pack!) },
        }),
      ),
    ).toEqual([200, 200, 200, 200]);
    expect(
      (
        await call('POST', '/order/pay', {
          as,
          json: { order_id: id, card: { ...CARDS.ok, number: '1234 5678 9012 3456' } },
        })
      ).status,
    ).toBe(422);
    expect((await call('POST', '/order/pay', { as, json: { order_id: 999999, card: CARDS.ok } })).status).toBe(404);
    expect((await call('POST', '/order/pay', { as, json: { order_id: id, card: CARDS.ok } })).status).toBe(200);
    expect((await call('GET', `/order/${id}`, { as })).body.status).toBe('CONFIRMED');
    expect((await call('POST', `/order/cancel?order_id=${id}`, { as })).status).toBe(200);
    // Canceling is idempotent: a retry answers the canceled order again.
    expect((await call('POST', `/order/cancel?order_id=${id}`, { as })).status).toBe(200);
    expect((await call('POST', '/order/cancel?order_id=999999', { as })).status).toBe(404);

    const [payment] = await api.db.query<{ payment_id: string }>(
      'SELECT payment_id FROM payments WHERE order_id = $1',
      [id],
    );
    const event = {
      id: 'evt_contract',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { payment_id: payment!.payment_id, provider_ref: 'tp_x' },
    };
    const { body, signature } = signedEvent(event);
    const webhook = (headers: Record<string, string>, json = body) =>
      fetch(`${api.url}/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: json,
      });
    for (const [headers, json, status] of [
      [{ 'payment-signature': signature }, body, 200],
      [{ 'payment-signature': signature }, body, 200],
      [{}, body, 400],
      [{ 'payment-signature': signedEvent(event, new Date(), 'x').signature }, body, 401],
      [
        {
          'payment-signature': signedEvent({ ...event, data: { payment_id: 'B'.repeat(22), provider_ref: 'x' } })
            .signature,
        },
        signedEvent({ ...event, data: { payment_id: 'B'.repeat(22), provider_ref: 'x' } }).body,
        404,
      ],
    ] as const) {
      const response = await webhook(headers, json);
      expect(response.status).toBe(status);
      expect(contractErrors('POST', '/payments/webhook', response.status, await response.json())).toEqual([]);
    }
  });
});
