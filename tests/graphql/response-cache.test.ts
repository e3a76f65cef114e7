import { createHash, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readConfig } from '../../graphql-server/src/config.js';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { freePort } from '../support/net.js';
import { startGraphql, startRestApi, type GraphqlUnderTest, type RestApiUnderTest } from '../support/servers.js';
import { ongoingPacks, setStockLeft, type ShopPack } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
/** The live figures' max-age in the SDL (`@cacheControl(maxAge: 5)`): the staleness the README documents. */
const LIVE_MAX_AGE_MS = 5000;

const CATALOG =
  'query Catalog($url: String!) { campaign(url: $url) { title(lang: EN) author { name } packs { label } } }';
const LIVE =
  'query Live($url: String!) { campaign(url: $url) { backerCount amountRaised { cents } packs { id stockLeft } } }';
const MIXED = 'query Mixed($url: String!) { campaign(url: $url) { title liked } }';
const cacheOf = (prefix: string, redisUrl = REDIS_URL) => ({
  cache: { ...readConfig({}).cache, redisUrl, keyPrefix: prefix },
});

describe('the response cache of the facade', () => {
  let api: RestApiUnderTest;
  let gql: GraphqlUnderTest;
  let pack: ShopPack;
  let alice: TestIdentity;
  let bob: TestIdentity;
  const started: GraphqlUnderTest[] = [];
  const facade = async (settings: Parameters<typeof startGraphql>[2] = {}) => {
    const server = await startGraphql(api.url, 5000, settings);
    started.push(server);
    return server;
  };
  /** Runs `action` and answers the upstream calls it made. */
  const upstreamCalls = async (action: () => Promise<unknown>) => {
    const before = api.calls.length;
    await action();
    return api.calls.slice(before);
  };
  /** A GET as a CDN or the browser's Apollo Client sends it (the header satisfies CSRF prevention). */
  const get = async (server: GraphqlUnderTest, params: Record<string, unknown>, token?: string) => {
    const url = new URL(server.server.url);
    for (const [name, value] of Object.entries(params))
      url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    const response = await fetch(url, {
      headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: (await response.json()) as any,
    };
  };

  beforeAll(async () => {
    api = await startRestApi();
    gql = await facade();
    pack = (await ongoingPacks(api.db, false))[0]!;
    await setStockLeft(api.db, pack.pack_id, 50);
    [alice, bob] = await Promise.all([createIdentity('alice'), createIdentity('bob')]);
    for (const identity of [alice, bob])
      await gql.query('mutation { createViewer(input: { firstName: "Ann" }) { id } }', {}, { token: identity.idToken });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await Promise.all(started.map((server) => server.server.stop()));
    await api?.close();
  }, HOOK_TIMEOUT);

  it('answers a public query again without upstream calls, for visitors and signed-in users alike', async () => {
    const variables = { url: pack.campaign_url };
    const first = await gql.query<any>(CATALOG, variables);
    expect(first.errors).toBeUndefined();
    let again;
    expect(await upstreamCalls(async () => (again = await gql.query(CATALOG, variables)))).toEqual([]);
    expect(again).toEqual(first);
    // A public answer does not depend on who asks.
    expect(await upstreamCalls(() => gql.query(CATALOG, variables, { token: alice.idToken }))).toEqual([]);
    // Other variables, another entry.
    const other = await upstreamCalls(() => gql.query(CATALOG, { url: 'no-such-campaign' }));
    expect(other.length).toBeGreaterThan(0);
  });

  it('never shares an answer about the viewer, nor a query that mixes public and private fields', async () => {
    const viewer = '{ viewer { email } basket { itemCount } }';
    expect((await gql.query<any>(viewer, {}, { token: alice.idToken })).data.viewer.email).toBe(alice.email);
    expect((await gql.query<any>(viewer, {}, { token: bob.idToken })).data.viewer.email).toBe(bob.email);
    expect((await gql.query<any>(viewer)).data).toEqual({ viewer: null, basket: null });
    // Still read upstream on the second identical request: private answers are never stored.
    const calls = await upstreamCalls(() => gql.query(viewer, {}, { token: alice.idToken }));
    expect(calls.some((call) => call.startsWith('GET /users/me'))).toBe(true);

    await gql.query(
      'mutation($url: String!) { likeCampaign(url: $url, liked: true) { id } }',
      { url: pack.campaign_url },
      { token: alice.idToken },
    );
    const variables = { url: pack.campaign_url };
    const liked = (token?: string) =>
      gql.query<any>(MIXED, variables, token ? { token } : {}).then((answer) => answer.data.campaign.liked);
    expect(await liked(alice.idToken)).toBe(true);
    expect(await liked(bob.idToken)).toBe(false);
    expect(await liked()).toBe(false);
    expect(await liked(alice.idToken)).toBe(true);
  });

  it('shows an order in the live figures within their max-age', async () => {
    const variables = { url: pack.campaign_url };
    const live = async () => {
      const campaign = (await gql.query<any>(LIVE, variables)).data.campaign;
      const stockLeft = campaign.packs.find((p: { id: string }) => p.id === String(pack.pack_id)).stockLeft;
      return { stockLeft, amountRaised: campaign.amountRaised.cents, backerCount: campaign.backerCount };
    };
    const before = await live();
    expect(before.stockLeft).toBe(50);
    expect(await upstreamCalls(live)).toEqual([]);

    const as = { token: alice.idToken };
    await gql.query(
      'mutation($input: BasketItemInput!) { addToBasket(input: $input) { id } }',
      { input: { campaignId: String(pack.campaign_id), packId: String(pack.pack_id), quantity: 2 } },
      as,
    );
    await gql.query('mutation { setBasketDelivery(country: "FR", priceCents: 490) { id } }', {}, as);
    const order = await gql.query<any>(
      'mutation($c: ID!, $k: ID!) { createOrder(campaignId: $c, idempotencyKey: $k, paymentMethod: CARD) { id } }',
      { c: String(pack.campaign_id), k: randomUUID() },
      as,
    );
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
    const paid = await gql.query<any>(
      'mutation($o: ID!, $card: CardInput!) { payOrder(orderId: $o, card: $card) { status } }',
      { o: order.data.createOrder.id, card },
      as,
    );
    expect(paid.data.payOrder.status).toBe('CONFIRMED');

    // Polled until the documented bound (plus a second for a slow machine), never longer.
    const deadline = Date.now() + LIVE_MAX_AGE_MS + 1000;
    let after = await live();
    while (after.stockLeft === before.stockLeft && Date.now() < deadline) {
      await setTimeout(250);
      after = await live();
    }
    expect(after).toEqual({
      stockLeft: before.stockLeft - 2,
      amountRaised: before.amountRaised + 2 * pack.price,
      backerCount: before.backerCount + 1,
    });
  });

  it('says in Cache-Control what a CDN may keep, and keeps CSRF prevention for GET', async () => {
    const catalog = await get(gql, { query: CATALOG, variables: { url: pack.campaign_url } });
    expect(catalog).toMatchObject({ status: 200, cacheControl: 'max-age=60, public' });
    const live = await get(gql, { query: LIVE, variables: { url: pack.campaign_url } });
    expect(live).toMatchObject({ status: 200, cacheControl: 'max-age=5, public' });
    const mixed = await get(gql, { query: MIXED, variables: { url: pack.campaign_url } }, alice.idToken);
    expect(mixed).toMatchObject({ status: 200, cacheControl: 'no-store' });
    const viewer = await get(gql, { query: '{ viewer { email } }' }, alice.idToken);
    expect(viewer).toMatchObject({ status: 200, cacheControl: 'no-store' });
    // A mutation answering a public type is never cacheable.
    const likeHeaders = await fetch(gql.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.idToken}` },
      body: JSON.stringify({
        query: 'mutation($url: String!) { likeCampaign(url: $url) { id title } }',
        variables: { url: pack.campaign_url },
      }),
    });
    expect(likeHeaders.headers.get('cache-control')).toBe('no-store');
    // A GET a cross-site form could send (no preflight-forcing header) is refused.
    const simple = await fetch(`${gql.server.url}?query=${encodeURIComponent('{ faq { id } }')}`);
    expect(simple.status).toBe(400);
  });

  it('serves automatic persisted queries by hash over GET once registered', async () => {
    const query = '{ news(limit: 2) { id title(lang: EN) } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await get(gql, { extensions });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await get(gql, { query, extensions });
    expect(registered.body.data.news).toHaveLength(2);
    const byHash = await get(gql, { extensions });
    expect(byHash).toMatchObject({ status: 200, cacheControl: 'max-age=60, public', body: registered.body });
  });

  it('is shared by facades on the same Redis, and registered queries with it', async () => {
    const prefix = `test-${randomUUID()}:`;
    const [one, two] = [await facade(cacheOf(prefix)), await facade(cacheOf(prefix))];
    const query = '{ authors { name campaigns { url } } }';
    const filled = await one.query(query);
    expect(await upstreamCalls(async () => expect(await two.query(query)).toEqual(filled))).toEqual([]);

    const faq = '{ faq { id question(lang: EN) } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(faq).digest('hex') } };
    await get(one, { query: faq, extensions });
    expect((await get(two, { extensions })).body.data.faq.length).toBeGreaterThan(0);
  });

  it('answers correctly, from the rest-api, when Redis cannot be reached', async () => {
    const down = await facade(cacheOf(`test-${randomUUID()}:`, `redis://127.0.0.1:${await freePort()}`));
    const query = '{ news(limit: 1) { title } }';
    const expected = await gql.query(query);
    for (let round = 0; round < 2; round++) {
      let answer;
      const calls = await upstreamCalls(async () => (answer = await down.query(query)));
      expect(answer).toEqual(expected);
      expect(calls).toEqual(['GET /news/last?limit=1']);
    }
  });

  it('reads everything upstream with GRAPHQL_CACHE=off', async () => {
    const off = await facade({ cache: readConfig({ GRAPHQL_CACHE: 'off' }).cache });
    const query = '{ faq { id } }';
    await off.query(query);
    expect(await upstreamCalls(() => off.query(query))).toEqual(['GET /faq']);
  });
});
