import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/account';
import { layoutShift, watchLayoutShift } from './support/layoutShift';
import { startSlowDocumentRelay } from './support/slowDocument';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL! }]);
});

test('the side drawer lists the main pages and leads to them', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer.getByRole('link')).toHaveText([
    'Home',
    'All campaigns',
    'Sign in',
    'Create an account',
    'Frequently asked questions',
    'Support',
    'Discord community',
  ]);
  await expect(drawer.getByRole('link', { name: 'Discord community' })).toHaveAttribute(
    'href',
    'https://discord.gg/ensemble',
  );
  await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.click();
  await drawer.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page).toHaveURL('/en/help/faq');
  await expect(drawer).toBeHidden();
});

test('signed in, the drawer leads to the account, not to "Sign in"; the footer has the community chat', async ({
  page,
}) => {
  await signIn(page, await createAccount('drawer'), '/');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer.getByRole('link')).toHaveText([
    'Home',
    'All campaigns',
    'My account',
    'My orders',
    'My favorites',
    'Frequently asked questions',
    'Support',
    'Discord community',
  ]);
  await drawer.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL('/en/account?tab=orders');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Join the community on Discord' }),
  ).toHaveAttribute('href', 'https://discord.gg/ensemble');
});

test('the logo leads home, at the size of the spec for the screen (207x35, 118x20 on phones)', async ({
  page,
  isMobile,
}) => {
  await page.goto('/en/help/faq');
  const logo = page.getByRole('link', { name: 'Ensemble – home' });
  const box = await logo.getByRole('img').boundingBox();
  expect(box && { width: Math.round(box.width), height: Math.round(box.height) }).toEqual(
    isMobile ? { width: 118, height: 20 } : { width: 207, height: 35 },
  );
  await logo.click();
  await expect(page).toHaveURL('/en');
});

test('a page view asks the web for no other route until a link is reached for, and a link still navigates on the client (decision 0037)', async ({
  page,
  isMobile,
}) => {
  // Next's router asks for a route's server components with the `rsc` header: a prefetch, or the
  // page itself on a client-side navigation.
  const routeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc']) routeRequests.push(new URL(request.url()).pathname);
  });
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // Viewport prefetching starts once the page has hydrated and its links are seen.
  await page.waitForTimeout(1500);
  expect(routeRequests, 'routes asked for before any link was reached for').toEqual([]);

  const card = page.getByRole('article').first();
  const campaign = card.getByRole('heading').getByRole('link');
  const campaignPath = new URL((await campaign.getAttribute('href'))!, page.url()).pathname;
  // A keyboard user's focus, a touch or the pointer over a link each say it is wanted.
  await campaign.focus();
  await expect.poll(() => routeRequests).toContain(campaignPath);
  if (!isMobile) {
    const founder = card.getByRole('link').nth(1);
    const founderPath = new URL((await founder.getAttribute('href'))!, page.url()).pathname;
    await founder.hover();
    await expect.poll(() => routeRequests).toContain(founderPath);
  }

  const documentsBefore = documents;
  await campaign.click();
  await expect(page).toHaveURL(campaignPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents, 'a full page load instead of a client-side navigation').toBe(documentsBefore);
});

test('the scripts a page starts with ask Chrome to compile them while they download, not on the main thread when first called (decision 0038)', async ({
  request,
}) => {
  for (const path of ['/en', '/campaign/tarot-des-marees']) {
    const html = await (await request.get(path)).text();
    // The page's own scripts; the polyfills' `noModule` one is never run by a browser that reads the hint.
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)/g)].map(
      ([, src]) => src!,
    );
    expect(scripts.length, `start-up scripts of ${path}`).toBeGreaterThan(3);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), `${src} of ${path}`).toBe(true);
    }
  }
});

test('the footer stays put while a short page arrives in parts', async ({ page, context, baseURL }) => {
  await watchLayoutShift(page);
  // The empty basket is shorter than the screen. Its HTML stops inside the footer's first column,
  // then the rest comes: what a busy server's two writes look like to the browser.
  const relay = await startSlowDocumentRelay(baseURL!, '/basket', ['Aide</h2>']);
  await context.addCookies([{ name: 'localConsent', value: 'false', url: relay.url }]);
  try {
    await page.goto(relay.url, { waitUntil: 'commit' });
    await relay.firstPartSent();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // Two frames: the browser has painted the footer begun.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await relay.sendNext();
    await expect(page.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
    await expect(page.getByText('Votre panier est vide')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await relay.close();
  }
});
