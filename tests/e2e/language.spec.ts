import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { english, PAGES } from './pages';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL! }]);
});

test('from the home page to a campaign in French, then English on the same campaign', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const card = page.locator('main a[href^="/campaign/"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(href!);
  const frenchTitle = await page.locator('h1').textContent();

  await page.getByRole('button', { name: /choisir la langue/ }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page).toHaveURL(`/en${href}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toBeVisible();

  await page.getByRole('button', { name: /choose the language|language/i }).click();
  await page.getByRole('menuitem', { name: /Français/ }).click();
  await expect(page).toHaveURL(href!);
  await expect(page.locator('h1')).toHaveText(frenchTitle!);
});

/** The French source texts whose English translation differs, from every catalog. */
function frenchOnlyMessages(): string[] {
  const messages: string[] = [];
  for (const file of readdirSync('locales/en').filter((name) => name.endsWith('.po'))) {
    const po = readFileSync(`locales/en/${file}`, 'utf8');
    for (const [, id, text] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
      if (id && text && id !== text && !id.includes('{') && !id.includes('<') && id.length >= 12) messages.push(id);
    }
  }
  return messages;
}

test('English pages show no French interface text', async ({ page }) => {
  const french = frenchOnlyMessages();
  expect(french.length).toBeGreaterThan(20);
  for (const path of PAGES.map(english)) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    expect(
      french.filter((message) => text.includes(message)),
      path,
    ).toEqual([]);
  }
});
