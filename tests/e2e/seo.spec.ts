import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Asks for each path without following redirects and expects `status` (and `text`, when given),
 * each answer labelled by the start of its path so that a failure names it.
 */
async function expectAnswers(request: APIRequestContext, paths: string[], status: number, text?: string) {
  for (const path of paths) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(`${path.slice(0, 40)}: ${answer.status()}`).toBe(`${path.slice(0, 40)}: ${status}`);
    if (text !== undefined) expect(await answer.text()).toBe(text);
  }
}

test.describe('search engines', { tag: '@any-viewport' }, () => {
  test('pages declare their language and hreflang alternates', async ({ page }) => {
    await page.goto('/campaign/tarot-des-marees');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    const hreflangs = await alternates.evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
    );
    expect(hreflangs).toMatchObject({
      fr: '/campaign/tarot-des-marees',
      en: '/en/campaign/tarot-des-marees',
      'x-default': '/campaign/tarot-des-marees',
    });
    await page.goto('/en/campaign/tarot-des-marees');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a campaign page has its social cards and a Product with an Offer per pack', async ({ page }) => {
    await page.goto('/en/campaign/tarot-des-marees');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Tarot/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd['@type']).toBe('Product');
    const offers = [jsonLd.offers].flat();
    expect(offers.length).toBeGreaterThanOrEqual(2);
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe('EUR');
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut|Discontinued)$/);
    }
  });

  test('the sitemap covers both languages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/campaign/tarot-des-marees</loc>');
    expect(sitemap).toContain('/en/campaign/tarot-des-marees');
    expect(sitemap).toContain('/founder/atelier-lune');
    expect(sitemap).toContain('/en/help/faq');
    // The browse page, and ended campaigns too (the home page no longer links them).
    expect(sitemap).toContain('/campaigns</loc>');
    expect(sitemap).toContain('/en/campaigns</loc>');
    expect(sitemap).toContain('/campaign/le-dernier-ete-des-hirondelles</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('an unknown page answers 404 in the visitor language', async ({ request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/en/no-such-page')).status()).toBe(404);
    expect((await request.get('/campaign/no-such-campaign')).status()).toBe(404);
  });

  test('an address that cannot name a campaign or a founder answers 404, not a server error', async ({ request }) => {
    // Refused by the API as an argument (not a slug's characters, a NUL, past its 120 characters).
    await expectAnswers(
      request,
      [
        '/campaign/tarot_des_marees',
        '/en/campaign/tarot.des.marees',
        '/campaign/%00',
        `/campaign/${'a'.repeat(300)}`,
        '/founder/atelier%20lune',
        '/mini/-tarot-',
      ],
      404,
    );
  });

  test('a catalog address typed with capitals leads to its page', async ({ request }) => {
    for (const [path, page] of [
      ['/campaign/Tarot-Des-Marees', '/campaign/tarot-des-marees'],
      ['/en/campaign/TAROT-DES-MAREES?utm_source=flyer', '/en/campaign/tarot-des-marees?utm_source=flyer'],
      ['/fr/founder/Atelier-Lune', '/founder/atelier-lune'],
      ['/founder/Atelier-Lune', '/founder/atelier-lune'],
      ['/mini/Tarot-des-marees', '/mini/tarot-des-marees'],
    ] as const) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(308);
      const location = new URL(answer.headers().location ?? '', 'http://any.host');
      expect(`${location.pathname}${location.search}`).toBe(page);
    }
    expect((await request.get('/en/campaign/Tarot-Des-Marees')).status()).toBe(200);
  });

  test('a malformed address answers 400 and says so in both languages', async ({ request }) => {
    // Broken escapes, on pages and on the paths the language proxy otherwise leaves alone.
    await expectAnswers(
      request,
      ['/%E0%A4%A', '/campaign/%', '/en/checkout/%E0', '/api/%E0%A4%A', '/_next/static/%E0', '/a%E0.png'],
      400,
      'Adresse mal formée. / Malformed address.\n',
    );
  });

  test('an address too long for any page answers 414, before a redirect could echo it', async ({ request }) => {
    // /orders/… would redirect a visitor to /login?callbackUrl=… and /fr/… to the clean address.
    await expectAnswers(
      request,
      [`/orders/${'1'.repeat(3000)}`, `/fr/campaign/${'a'.repeat(3000)}`, `/?q=${'a'.repeat(3000)}`],
      414,
      'Adresse trop longue. / Address too long.\n',
    );
  });
});
