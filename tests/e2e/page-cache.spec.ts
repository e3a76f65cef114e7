import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitForUrl } from '../support/net';
import { createAccount, signIn, submitLogin } from './support/account';
import { acceptCookies, addPack, CARDS, packStock, payWithCard, prepareCheckout, TAROT } from './support/basket';
import { accountButton, loginButton } from './support/identity';

// Decision 0017: catalog pages come from Next's cache, the same HTML for everyone; the viewer's
// parts and the live figures are filled in by the browser.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

const SHARED = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;

test.describe('cached pages', () => {
  for (const [path, lang] of [
    ['/', 'fr'],
    ['/en', 'en'],
    [TAROT.path, 'fr'],
    [`/en${TAROT.path}`, 'en'],
    ['/help/faq', 'fr'],
    ['/en/founder/atelier-lune', 'en'],
  ] as const) {
    test(`${path} may be kept by shared caches, and comes from the cache the second time`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()['cache-control']).toMatch(SHARED);
      const second = await request.get(path);
      expect(second.headers()['cache-control']).toMatch(SHARED);
      expect(second.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
      expect(await second.text()).toContain(`<html lang="${lang}"`);
    });
  }

  for (const path of ['/login', '/basket', '/en/help/support']) {
    test(`${path} is rendered per request and kept by no one`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control']).toMatch(/private/);
      expect(headers['x-nextjs-cache']).toBeUndefined();
    });
  }

  test('a visitor is signed out from the first paint, without asking for a session', async ({ page }) => {
    const sessionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/session')) sessionCalls.push(request.url());
    });
    await page.goto(TAROT.path);
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'J’aime (connectez-vous)' })).toBeVisible();
    expect(sessionCalls).toEqual([]);
  });

  test('before any script of the page has run, a visitor sees "Sign in", not a placeholder', async ({ page }) => {
    // What a slow phone paints first: the cached HTML with its inline scripts, nothing else yet.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(TAROT.path);
    await expect(loginButton(page)).toBeVisible();
    await expect(page.getByTestId('user-area-loading')).toBeHidden();
  });

  test('a signed-in user on a cached page sees their own account and like, never "Sign in"', async ({ page }) => {
    await signIn(page, await createAccount('cached-page'), TAROT.path);
    const like = page.getByRole('button', { name: 'J’aime', exact: true });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    const shownLogin: boolean[] = [];
    await page.exposeFunction('reportLogin', (shown: boolean) => shownLogin.push(shown));
    // Watches the top bar before every paint, from the first: the sign-in link must never flash.
    // (The cached HTML carries it, hidden for a browser with the session hint.)
    await page.addInitScript(() => {
      const watch = () => {
        const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.trim() === 'Se connecter');
        if (link?.checkVisibility()) (window as unknown as { reportLogin: (shown: boolean) => void }).reportLogin(true);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const response = await page.reload();
    expect(response?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    await expect(accountButton(page)).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(shownLogin).toEqual([]);

    // Before any script of the page has run (a slow phone's first paint): the placeholder.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByTestId('user-area-loading')).toBeVisible();
    await expect(loginButton(page)).toBeHidden();
  });
});

/** The campaign page's amount raised, in cents, once the browser has the live figures. */
async function amountRaised(page: Page): Promise<number> {
  const funding = page.locator('[aria-busy="false"]', { has: page.getByRole('progressbar') });
  const figure = await funding.getByText(/€/).first().innerText();
  return Number(figure.replace(/\D/g, ''));
}

/**
 * A campaign no other browser test buys from, and a pack of it per project (desktop and phone run
 * side by side): a pack's stock moves only with this test's order.
 */
const BRUME = {
  path: '/campaign/brume-sur-ouessant',
  packs: { desktop: 'Édition limitée', phone: 'Planche originale' },
};

test('after an order, the campaign page shows the new stock and amount raised within seconds', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const pack = BRUME.packs[testInfo.project.name as keyof typeof BRUME.packs];
  const stockBefore = await packStock(page, pack, BRUME.path);
  const raisedBefore = await amountRaised(page);

  await addPack(page, pack);
  await submitLogin(page, await createAccount('fresh-figures'), '/basket');
  await page.waitForURL('/basket');
  await prepareCheckout(page);
  await payWithCard(page, CARDS.ok);
  await expect(page.locator('.MuiChip-root').first()).toHaveText('Confirmée', { timeout: 15_000 });

  // The page's HTML may be the cached one from before the order (up to 60 s): the figures are not
  // (the API's live max-age is 5 s).
  await expect(async () => {
    expect(await packStock(page, pack, BRUME.path)).toBe(stockBefore - 1);
    expect(await amountRaised(page)).toBeGreaterThan(raisedBefore);
  }).toPass({ timeout: 15_000 });
});

test('a visitor asks for the live figures with one GET that a CDN may keep for seconds', async ({ page }) => {
  const live = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/graphql',
  );
  await page.goto(BRUME.path);
  const response = await live;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/public/);
  expect(new URL(response.url()).searchParams.get('query')).toContain('CampaignLive');
  await expect(page.locator('[aria-busy="false"]', { has: page.getByRole('progressbar') })).toBeVisible();
});

test('live figures that show what the cached page shows leave it alone: the browser formats no number', async ({
  page,
}) => {
  // An upcoming campaign: nobody can order from it, so its figures, stock and (no) participations
  // are the same in the cached page and in the live answer, whenever each was made.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as unknown as { numberFormats: string[] }).numberFormats = seen;
    const formatters = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of ['NumberFormat', 'PluralRules']) {
      formatters[name] = new Proxy(formatters[name]!, {
        construct(target, args) {
          seen.push(name);
          return Reflect.construct(target, args);
        },
      });
    }
  });
  const live = page.waitForResponse((response) => response.url().includes('CampaignLive'));
  await page.goto('/campaign/cotes-sauvages');
  await live;
  const funding = page.locator('[aria-busy="false"]', { has: page.getByRole('progressbar') });
  await expect(funding).toBeVisible();
  await expect(funding).toContainText('Commence le');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The first number a page formats costs Chrome about 30 ms of main thread (decision 0020).
  expect(await page.evaluate(() => (globalThis as unknown as { numberFormats: string[] }).numberFormats)).toEqual([]);
});

test.describe('the web on an address of its own, and behind a balancer', { tag: '@any-viewport' }, () => {
  let web: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    web = spawn(
      process.execPath,
      ['../node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
      {
        cwd: new URL('../../web/', import.meta.url).pathname,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          GRAPHQL_URL: process.env.E2E_GRAPHQL_URL,
          NEXTAUTH_URL: origin,
          NEXTAUTH_SECRET: 'page-cache-spec-secret',
        },
        stdio: 'ignore',
      },
    );
    await waitForUrl(`${origin}/api/auth/csrf`);
  });
  test.afterAll(() => {
    web?.kill();
  });
  for (const path of ['/', '/en', '/basket', '/en/help/faq']) {
    test(`started with --hostname 127.0.0.1, it serves ${path} without a redirect`, async ({ request }) => {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
    });
  }

  test('a page opened on the address runs its scripts', async ({ page, context }) => {
    await context.addCookies([{ name: 'localConsent', value: 'false', url: origin }]);
    await page.goto(`${origin}/en`);
    await expect(page.locator('html')).toHaveAttribute('class', /light|dark/);
    await page
      .getByRole('link', { name: /^(Sign in)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(`${origin}/en/login`);
  });

  test('behind a balancer with its own host name, pages answer and redirects stay on that name', async ({
    request,
  }) => {
    const behind = { host: 'shop.example.test', 'x-forwarded-host': 'shop.example.test', 'x-forwarded-proto': 'https' };
    expect((await request.get(`${origin}/`, { headers: behind, maxRedirects: 0 })).status()).toBe(200);
    const redirect = await request.get(`${origin}/fr/help/faq`, { headers: behind, maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(new URL(redirect.headers().location!, 'https://shop.example.test').href).toBe(
      'https://shop.example.test/help/faq',
    );
  });
});
