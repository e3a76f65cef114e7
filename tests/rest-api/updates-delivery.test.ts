import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// Issue 14 §3: a campaign's updates (its news), each pack's delivery month and picture.
describe.each(BACKENDS)('rest-api campaign updates and pack delivery on %s', (backend) => {
  let api: RestApiUnderTest;
  const get = async (path: string) => {
    const response = await fetch(api.url + path);
    return { status: response.status, body: (await response.json()) as any };
  };
  const fieldsOf = (body: any) => body.errors.map((e: { field: string }) => e.field);
  const campaignByUrl = async (url: string) => (await get(`/campaign/detail?url=${url}`)).body;

  beforeAll(async () => {
    api = await startRestApi(backend);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it("lists a campaign's updates only, newest first, each naming its campaign", async () => {
    const lulu = await campaignByUrl('lulu-la-loutre');
    const { status, body } = await get(`/news/campaign?campaign_id=${lulu.campaign_id}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const news of body) {
      expect(news).toMatchObject({ campaign_id: lulu.campaign_id, campaign_url: 'lulu-la-loutre' });
      expect(news.titles.map((t: any) => t.lang)).toEqual(['fr', 'en']);
    }
    const dates = body.map((n: any) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers an empty list for a campaign without updates', async () => {
    const tarot = await campaignByUrl('tarot-des-marees');
    const { status, body } = await get(`/news/campaign?campaign_id=${tarot.campaign_id}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('refuses an unknown campaign with 404, a malformed id with 400 and a bad limit with 422', async () => {
    expect((await get('/news/campaign?campaign_id=999999')).status).toBe(404);
    const words = await get('/news/campaign?campaign_id=lulu');
    expect(words.status).toBe(400);
    expect(fieldsOf(words.body)).toEqual(['query.campaign_id']);
    const missing = await get('/news/campaign');
    expect(missing.status).toBe(400);
    const lulu = await campaignByUrl('lulu-la-loutre');
    const huge = await get(`/news/campaign?campaign_id=${lulu.campaign_id}&limit=51`);
    expect(huge.status).toBe(422);
    expect(fieldsOf(huge.body)).toEqual(['query.limit']);
  });

  it('gives the latest news with the slug of their campaign, null for platform news', async () => {
    const { body } = await get('/news/last?limit=20');
    const linked = body.filter((n: any) => n.campaign_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((n: any) => typeof n.campaign_url === 'string')).toBe(true);
    expect(body.filter((n: any) => n.campaign_id === null).every((n: any) => n.campaign_url === null)).toBe(true);
  });

  it('gives every pack a delivery month after its campaign ends, and a picture that is served', async () => {
    const campaigns = (await get('/campaign/list?size=100')).body.items;
    expect(campaigns.length).toBeGreaterThanOrEqual(14);
    for (const campaign of campaigns) {
      const packs = (await get(`/campaign/pack?url=${campaign.url}`)).body;
      const endMonth = campaign.end_date.slice(0, 7);
      for (const pack of packs) {
        expect(pack.delivery_month).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        expect(pack.delivery_month > endMonth).toBe(true);
        expect(pack.image_url).toMatch(/\/images\/packs\/.+\.webp$/);
      }
    }
    const packs = (await get('/campaign/pack?url=collection-mistral')).body;
    for (const pack of packs) {
      const picture = await fetch(api.url + new URL(pack.image_url).pathname);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('refuses a delivery month that is not the first day of a month, in the database itself', async () => {
    await expect(api.db.query("UPDATE packs SET delivery_month = '2027-03-15' WHERE pack_id = 1")).rejects.toThrow(
      /packs_delivery_month_first_day/,
    );
  });
});
