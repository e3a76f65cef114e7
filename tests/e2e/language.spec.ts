import { expect, test } from './support/fixtures';
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

test('a page carries the texts its scripts may show, and not the rest of the shop', async ({ request }) => {
  const html = async (path: string) => (await request.get(path)).text();
  // The sign-in form's refusal appears only after a failed attempt: its text comes with the page.
  expect(await html('/login')).toContain('E-mail ou mot de passe incorrect.');
  expect(await html('/en/login')).toContain('Wrong email or password.');
  // The home and campaign pages have no sign-in or account form to translate in the browser.
  for (const path of ['/', '/campaign/tarot-des-marees', '/en']) {
    const page = await html(path);
    expect(page, path).not.toContain('E-mail ou mot de passe incorrect.');
    expect(page, path).not.toContain('Wrong email or password.');
    expect(page, path).not.toContain('Supprimer mon compte');
    expect(page, path).not.toContain('Delete my account');
  }
});
