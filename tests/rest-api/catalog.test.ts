import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

describe.each(BACKENDS)('rest-api catalog on %s', (backend) => {
  let api: RestApiUnderTest;
  const get = async (path: string) => {
    const response = await fetch(api.url + path);
    return { status: response.status, body: (await response.json()) as any };
  };
  const post = async (path: string, body?: unknown, raw?: string) => {
    const response = await fetch(api.url + path, {
      method: 'POST',
      headers: body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const fieldsOf = (body: any) => body.errors.map((e: { field: string }) => e.field);

  beforeAll(async () => {
    api = await startRestApi(backend);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  describe('campaigns', () => {
    it('lists page 1 of 50 by default, ongoing campaigns first', async () => {
      const { status, body } = await get('/campaign/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ page: 1, size: 50 });
      expect(body.total).toBeGreaterThanOrEqual(12);
      const states: string[] = body.items.map((c: any) => c.state);
      expect(states.indexOf('ENDED')).toBeGreaterThan(states.lastIndexOf('ONGOING'));
      expect(new Set(states)).toEqual(new Set(['ONGOING', 'UPCOMING', 'ENDED']));
    });

    it('pages and filters by state', async () => {
      const first = await get('/campaign/list?page=1&size=5');
      const second = await get('/campaign/list?page=2&size=5');
      expect(first.body.items).toHaveLength(5);
      const ids = [...first.body.items, ...second.body.items].map((c: any) => c.campaign_id);
      expect(new Set(ids).size).toBe(ids.length);
      const ended = await get('/campaign/list?state=ENDED');
      expect(ended.body.items.length).toBeGreaterThanOrEqual(3);
      expect(ended.body.items.every((c: any) => c.state === 'ENDED')).toBe(true);
      expect(ended.body.total).toBe(ended.body.items.length);
    });

    it('refuses huge pages with 422 and wrong types with 400, naming the field', async () => {
      const huge = await get('/campaign/list?size=100000');
      expect(huge.status).toBe(422);
      expect(fieldsOf(huge.body)).toEqual(['query.size']);
      const words = await get('/campaign/list?page=first');
      expect(words.status).toBe(400);
      expect(fieldsOf(words.body)).toEqual(['query.page']);
      const zero = await get('/campaign/list?page=0');
      expect(zero.status).toBe(422);
      const state = await get('/campaign/list?state=FINISHED');
      expect(state.status).toBe(422);
      expect(fieldsOf(state.body)).toEqual(['query.state']);
    });

    it('features ongoing campaigns, best sellers first, never ended ones', async () => {
      const { body } = await get('/campaign');
      expect(body.length).toBeGreaterThan(0);
      expect(body.some((c: any) => c.state === 'ENDED')).toBe(false);
      const ongoing = body.filter((c: any) => c.state === 'ONGOING');
      const types = ongoing.map((c: any) => c.type);
      expect(types.indexOf('BASIC')).toBeGreaterThan(types.lastIndexOf('BEST_SELLER'));
    });

    it('gives the detail, overview and SEO of a campaign in French and English', async () => {
      const [campaign] = (await get('/campaign/list?size=1')).body.items;
      const detail = await get(`/campaign/detail?url=${campaign.url}`);
      expect(detail.status).toBe(200);
      expect(detail.body.images.length).toBeGreaterThan(0);
      expect(detail.body.titles.map((t: any) => t.lang)).toEqual(['fr', 'en']);
      const overview = await get(`/campaign/overview?url=${campaign.url}`);
      expect(overview.body.sections.length).toBeGreaterThanOrEqual(2);
      const seo = await get(`/campaign/seo?url=${campaign.url}`);
      expect(seo.body.titles).toEqual(detail.body.titles);
    });

    it('answers 404 for an unknown url, 400 without one and 422 for a malformed one', async () => {
      const unknown = await get('/campaign/detail?url=no-such-campaign');
      expect(unknown.status).toBe(404);
      expect(fieldsOf(unknown.body)).toEqual(['query.url']);
      expect((await get('/campaign/pack')).status).toBe(400);
      const malformed = await get('/campaign/overview?url=Not%20A%20Slug');
      expect(malformed.status).toBe(422);
      expect((await get('/campaign/seo?url=nope')).status).toBe(404);
    });

    it('serves the campaign images locally', async () => {
      const [campaign] = (await get('/campaign/list?size=1')).body.items;
      const response = await fetch(api.url + new URL(campaign.image_url).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    });
  });

  describe('packs', () => {
    it('lists 2 to 6 packs per campaign with options and stock', async () => {
      const campaigns = (await get('/campaign/list')).body.items;
      const packs = (await Promise.all(campaigns.map((c: any) => get(`/campaign/pack?url=${c.url}`)))).map(
        (r) => r.body,
      );
      const counts = packs.map((list) => list.length);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
      expect(Math.max(...counts)).toBeLessThanOrEqual(6);
      const all = packs.flat();
      const soldOut = all.filter((p: any) => p.sold_out);
      expect(soldOut).toHaveLength(1);
      expect(soldOut[0].stock_left).toBe(0);
      expect(
        all.filter((p: any) => p.stock_left !== null && p.stock_left > 0 && p.stock_left <= 3).length,
      ).toBeGreaterThanOrEqual(3);
      const unlimited = all.find((p: any) => p.stock_limit === null);
      expect(unlimited).toMatchObject({ stock_left: null, sold_out: false });
      const withOptions = all.find((p: any) => p.options.length > 0);
      expect(withOptions.options[0].values.length).toBeGreaterThanOrEqual(2);
      expect(withOptions.options[0].labels[0]).toMatchObject({ lang: 'fr' });
    });
  });

  describe('authors', () => {
    it('lists the authors and finds one with its campaigns', async () => {
      const authors = (await get('/author/list')).body;
      expect(authors).toHaveLength(5);
      const author = (await get(`/author/url?url=${authors[0].url}`)).body;
      expect(author).toEqual(authors[0]);
      const campaigns = (await get(`/author/campaigns?author_id=${author.author_id}`)).body;
      expect(campaigns.length).toBeGreaterThanOrEqual(2);
      expect(campaigns.every((c: any) => c.author_id === author.author_id)).toBe(true);
    });

    it('refuses unknown authors and bad ids', async () => {
      expect((await get('/author/url?url=nobody')).status).toBe(404);
      expect((await get('/author/campaigns?author_id=999999')).status).toBe(404);
      expect((await get('/author/campaigns?author_id=abc')).status).toBe(400);
      expect((await get('/author/campaigns?author_id=-4')).status).toBe(422);
    });
  });

  describe('help and news', () => {
    it('has a general FAQ and a FAQ per campaign', async () => {
      const general = (await get('/faq')).body;
      expect(general.length).toBeGreaterThanOrEqual(8);
      expect(general.every((e: any) => e.campaign_id === null)).toBe(true);
      const [campaign] = (await get('/campaign/list?size=1')).body.items;
      const own = (await get(`/faq/campaign?campaign_id=${campaign.campaign_id}`)).body;
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.every((e: any) => e.campaign_id === campaign.campaign_id)).toBe(true);
      expect((await get('/faq/campaign?campaign_id=999999')).status).toBe(404);
      expect((await get('/faq/campaign')).status).toBe(400);
    });

    it('gives the latest news, newest first, 3 by default', async () => {
      const news = (await get('/news/last')).body;
      expect(news).toHaveLength(3);
      const dates = news.map((n: any) => Date.parse(n.published_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect((await get('/news/last?limit=21')).status).toBe(422);
    });
  });

  describe('participations', () => {
    it('pages the participations, newest first, page 1 and size 50 by default', async () => {
      const campaigns = (await get('/campaign/list')).body.items;
      const campaign = campaigns.find((c: any) => c.backer_count > 50);
      const page = await post('/campaign/participation', { campaign_id: campaign.campaign_id });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 1, size: 50, total: campaign.backer_count });
      expect(page.body.items).toHaveLength(50);
      const amounts = page.body.items.reduce((sum: number, p: any) => sum + p.amount, 0);
      expect(amounts).toBeLessThanOrEqual(campaign.amount_raised);
      const dates = page.body.items.map((p: any) => Date.parse(p.created_at));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    });

    it('hides the name of anonymous backers', async () => {
      const campaigns = (await get('/campaign/list')).body.items;
      const pages = await Promise.all(
        campaigns.map((c: any) => post('/campaign/participation?size=100', { campaign_id: c.campaign_id })),
      );
      const all = pages.flatMap((p) => p.body.items);
      const anonymous = all.filter((p: any) => p.anonymous);
      expect(anonymous.length).toBeGreaterThan(0);
      expect(anonymous.every((p: any) => p.display_name === null)).toBe(true);
      expect(all.filter((p: any) => !p.anonymous).every((p: any) => typeof p.display_name === 'string')).toBe(true);
    });

    it('refuses a missing, malformed or unknown campaign and huge pages', async () => {
      const missing = await post('/campaign/participation');
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing.body)).toEqual(['body']);
      const noId = await post('/campaign/participation', {});
      expect(noId.status).toBe(400);
      expect(fieldsOf(noId.body)).toEqual(['body.campaign_id']);
      expect((await post('/campaign/participation', { campaign_id: 'one' })).status).toBe(400);
      expect((await post('/campaign/participation', undefined, '{"campaign_id": ')).status).toBe(400);
      const unknown = await post('/campaign/participation', { campaign_id: 999999 });
      expect(unknown.status).toBe(404);
      expect(fieldsOf(unknown.body)).toEqual(['body.campaign_id']);
      const huge = await post('/campaign/participation?size=5000', { campaign_id: 1 });
      expect(huge.status).toBe(422);
    });
  });

  describe('the rest of the contract', () => {
    it('answers unknown routes with 404 and refuses visitors on routes that need sign-in, as JSON', async () => {
      const unknown = await get('/nowhere');
      expect(unknown).toMatchObject({ status: 404, body: { statusCode: 404, error: 'Not Found' } });
      // The contract's security comes first: a route that needs sign-in refuses visitors before anything.
      const basket = await get('/basket');
      expect(basket).toMatchObject({ status: 401, body: { statusCode: 401, error: 'Unauthorized' } });
    });
  });
});
