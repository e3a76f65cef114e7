import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

describe.each(BACKENDS)('rest-api campaign search on %s', (backend) => {
  let api: RestApiUnderTest;
  const search = async (params: Record<string, string | number>) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await fetch(`${api.url}/campaign/search?${query}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const urls = (body: any): string[] => body.items.map((c: any) => c.url);
  const fieldsOf = (body: any) => body.errors.map((e: { field: string }) => e.field);

  beforeAll(async () => {
    api = await startRestApi(backend);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('finds accented titles from unaccented words, and the other way round', async () => {
    const ete = await search({ q: 'dernier ete', lang: 'fr' });
    expect(ete.status).toBe(200);
    expect(urls(ete.body)).toEqual(['le-dernier-ete-des-hirondelles']);
    const cotes = await search({ q: 'COTES', lang: 'fr' });
    expect(urls(cotes.body)).toContain('cotes-sauvages');
    const accented = await search({ q: 'Côtes sauvages', lang: 'fr' });
    expect(urls(accented.body)).toEqual(['cotes-sauvages']);
  });

  it('searches the texts of the requested language, stemmed, the last word as a prefix', async () => {
    expect(urls((await search({ q: 'swallows', lang: 'en' })).body)).toEqual(['le-dernier-ete-des-hirondelles']);
    // The English title is not searched in French.
    expect((await search({ q: 'swallows', lang: 'fr' })).body.total).toBe(0);
    expect(urls((await search({ q: 'hirondelle', lang: 'fr' })).body)).toEqual(['le-dernier-ete-des-hirondelles']);
    expect(urls((await search({ q: 'otte', lang: 'en' })).body)).toEqual(['lulu-la-loutre']);
  });

  it('finds campaigns by their author name and summary words', async () => {
    // "Éditions du Phare", typed without its accent.
    const byAuthor = await search({ q: 'editions du phare', lang: 'en', first: 50 });
    expect(byAuthor.body.total).toBeGreaterThanOrEqual(2);
    expect(new Set(byAuthor.body.items.map((c: any) => c.author_id)).size).toBe(1);
    // "posidonie" only appears in the summary of the documentary.
    expect(urls((await search({ q: 'posidonie' })).body)).toEqual(['sous-la-surface']);
  });

  it('lists the categories with both labels and filters by category and state', async () => {
    const categories = (await fetch(`${api.url}/category`).then((r) => r.json())) as any[];
    expect(categories.map((c) => c.code)).toEqual(['games', 'books', 'crafts', 'music-film']);
    expect(categories[0].labels).toEqual([
      { lang: 'fr', name: 'Jeux' },
      { lang: 'en', name: 'Games' },
    ]);
    const games = await search({ category: 'games', first: 50 });
    expect(urls(games.body).sort()).toEqual([
      'la-foire-aux-renards',
      'royaumes-engloutis',
      'sentinelles-de-pierre',
      'tarot-des-marees',
    ]);
    const unknown = await search({ category: 'cooking' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ items: [], total: 0, has_next_page: false, end_cursor: null });
    for (const state of ['ONGOING', 'UPCOMING', 'ENDED']) {
      const { body } = await search({ state, first: 50 });
      expect(body.total).toBeGreaterThan(0);
      expect(body.items.every((c: any) => c.state === state)).toBe(true);
    }
  });

  it('sorts by ending soon, most funded, most backers and newest', async () => {
    const soon = (await search({ first: 50 })).body.items;
    const live = soon.filter((c: any) => c.state !== 'ENDED');
    expect(soon.slice(0, live.length)).toEqual(live);
    const liveEnds = live.map((c: any) => Date.parse(c.end_date));
    expect(liveEnds).toEqual([...liveEnds].sort((a, b) => a - b));
    const endedEnds = soon.slice(live.length).map((c: any) => Date.parse(c.end_date));
    expect(endedEnds).toEqual([...endedEnds].sort((a, b) => b - a));

    const descending = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => b - a));
    descending((await search({ sort: 'MOST_FUNDED', first: 50 })).body.items.map((c: any) => c.amount_raised));
    descending((await search({ sort: 'MOST_BACKERS', first: 50 })).body.items.map((c: any) => c.backer_count));
    descending((await search({ sort: 'NEWEST', first: 50 })).body.items.map((c: any) => Date.parse(c.start_date)));
  });

  it('pages with cursors through every sort without gaps or repeats', async () => {
    for (const sort of ['ENDING_SOON', 'MOST_FUNDED', 'MOST_BACKERS', 'NEWEST']) {
      const whole = await search({ sort, first: 50 });
      const seen: string[] = [];
      let after: string | undefined;
      for (;;) {
        const { status, body } = await search({ sort, first: 4, ...(after ? { after } : {}) });
        expect(status).toBe(200);
        expect(body.total).toBe(whole.body.total);
        seen.push(...urls(body));
        if (!body.has_next_page) break;
        after = body.end_cursor;
      }
      expect(seen).toEqual(urls(whole.body));
    }
  });

  it('refuses bad parameters with 400 or 422 naming the field', async () => {
    const sort = await search({ sort: 'CHEAPEST' });
    expect(sort.status).toBe(422);
    expect(fieldsOf(sort.body)).toEqual(['query.sort']);
    const lang = await search({ lang: 'de' });
    expect(lang.status).toBe(422);
    expect(fieldsOf(lang.body)).toEqual(['query.lang']);
    const first = await search({ first: 500 });
    expect(first.status).toBe(422);
    expect(fieldsOf(first.body)).toEqual(['query.first']);
    const words = await search({ first: 'ten' });
    expect(words.status).toBe(400);
    expect(fieldsOf(words.body)).toEqual(['query.first']);
    const long = await search({ q: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(fieldsOf(long.body)).toEqual(['query.q']);
    const forged = await search({ after: Buffer.from('[1,2]').toString('base64url') });
    expect(forged.status).toBe(400);
    expect(fieldsOf(forged.body)).toEqual(['query.after']);
    const garbage = await search({ after: 'not-a-cursor' });
    expect(garbage.status).toBe(400);
    // Well-formed but beyond any integer column: past the end, not a database error.
    const huge = await search({
      after: Buffer.from('["ENDING_SOON",9007199254740991,0,9007199254740991]').toString('base64url'),
    });
    expect(huge.status).toBe(200);
    expect(huge.body.items).toEqual([]);
    const page = await search({ first: 2 });
    const otherSort = await search({ sort: 'NEWEST', after: page.body.end_cursor });
    expect(otherSort.status).toBe(400);
    expect(fieldsOf(otherSort.body)).toEqual(['query.after']);
  });

  it('treats tsquery operators and stop words as plain text, never as an error', async () => {
    for (const q of ["l'été & | ! :* ( )", 'la', '!!!', "'; DROP TABLE campaigns; --"]) {
      const { status } = await search({ q });
      expect(status).toBe(200);
    }
    expect(urls((await search({ q: "l'été" })).body)).toContain('le-dernier-ete-des-hirondelles');
  });
});
