import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL! }]);
});

test('dark mode is kept across a reload, applied before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Mode sombre' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('IS_DARK_THEME'))).toBe('dark');

  // Record the scheme when the HTML has been parsed, before any bundle ran: no flash of light.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { schemeAtParse: string }).schemeAtParse = document.documentElement.className;
      }
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { schemeAtParse: string }).schemeAtParse)).toContain('dark');
  await expect(html).toHaveClass(/dark/);
});

test('the stored choice wins over the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Mode sombre' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('without a stored choice, the page follows the system preference as it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Mode sombre' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

// Pages without the switch (no site shell) follow the system preference as it changes, like the rest.
for (const [what, path] of [
  ['the embedded mini card', '/mini/lulu-la-loutre'],
  ["an unknown embed's 404", '/mini/pas-de-campagne-ici'],
] as const) {
  test(`${what}, which has no switch, follows the system preference too`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    const html = page.locator('html');
    await expect(html).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
  });
}

test('a 404 page, which Next renders in the browser, shows the stored scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('IS_DARK_THEME', 'dark'));
  await page.goto('/page-qui-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

// The theme's colours, as the browser computes them.
const DARK_BACKGROUND = 'rgb(22, 19, 20)';
const DARK_PAPER = 'rgb(33, 29, 30)';
const LIGHT_PAPER = 'rgb(255, 255, 255)';
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('the page and MUI components loaded later follow the switch', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  expect(await background(page.locator('body'))).toBe(DARK_BACKGROUND);
  // The sign-in card is plain CSS on the theme's variables, rendered on the server.
  const card = page.getByRole('region', { name: 'Connexion' });
  expect(await background(card)).toBe(DARK_PAPER);
  // The language menu's MUI code loads on the first open.
  await page.getByRole('button', { name: /choisir la langue/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await background(page.locator('.MuiMenu-paper'))).toBe(DARK_PAPER);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('button', { name: 'Mode sombre' }).click();
  await expect.poll(() => background(card)).toBe(LIGHT_PAPER);
  await page.getByRole('button', { name: /choisir la langue/ }).click();
  await expect.poll(() => background(page.locator('.MuiMenu-paper'))).toBe(LIGHT_PAPER);
});
