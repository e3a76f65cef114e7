import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL! }]);
});

/** The titles of the campaign cards of the results. */
const resultTitles = (page: Page, region: RegExp) =>
  page.getByRole('region', { name: region }).getByRole('article').getByRole('heading').allTextContents();

test('searching in French finds an accented title typed without accents, and the address keeps the search', async ({
  page,
}) => {
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les campagnes' })).toBeVisible();
  const form = page.getByRole('search', { name: 'Rechercher des campagnes' });
  await form.getByRole('searchbox', { name: 'Rechercher' }).fill('dernier ete');
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/campaigns\?q=dernier\+ete/);
  await expect(page.getByRole('heading', { name: '1 campagne' })).toBeVisible();
  expect(await resultTitles(page, /^1 campagne$/)).toEqual(['Le Dernier Été des hirondelles']);

  // Reloading the address shows the same search, the box filled in.
  await page.reload();
  await expect(form.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('dernier ete');
  await page.getByRole('link', { name: 'Le Dernier Été des hirondelles' }).click();
  await expect(page).toHaveURL('/campaign/le-dernier-ete-des-hirondelles');
});

test('in English, a category chip, the state filter and the sort narrow and order the results', async ({ page }) => {
  await page.goto('/en/campaigns');
  const chips = page.getByRole('navigation', { name: 'Categories' });
  await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await chips.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL('/en/campaigns?category=games');
  await expect(chips.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '4 campaigns' })).toBeVisible();

  const form = page.getByRole('search', { name: 'Search campaigns' });
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Ongoing' });
  await form.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most backers' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/campaigns\?(?=.*category=games)(?=.*state=ongoing)(?=.*sort=most-backers)/);
  // At most the 4 games, as many cards as the count says, the most backers first.
  const heading = page.getByRole('heading', { name: /^[1-4] campaigns?$/ });
  await expect(heading).toBeVisible();
  const count = Number((await heading.textContent())?.split(' ')[0]);
  const cards = page.getByRole('region', { name: /^[1-4] campaigns?$/ }).getByRole('article');
  await expect(cards).toHaveCount(count);
  const backers = (await cards.allTextContents()).map((text) =>
    Number(/([\d,]+) backers?/.exec(text)?.[1]?.replace(',', '')),
  );
  expect(backers).toEqual([...backers].sort((x, y) => y - x));
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('ongoing');
});

test('a search with no result says so, suggests campaigns ending soon and clears the filters', async ({ page }) => {
  await page.goto('/en/campaigns?q=zzzzqx&state=ended');
  await expect(page.getByRole('heading', { name: 'No campaign matches your search' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'These campaigns end soon' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'No campaign matches your search' }).getByRole('article'),
  ).not.toHaveCount(0);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/en/campaigns');
  await expect(page.getByRole('heading', { name: /^\d+ campaigns$/ })).toBeVisible();
});

test('pages through the results with the cursor in the address', async ({ page }) => {
  await page.goto('/en/campaigns');
  const firstPage = await resultTitles(page, /^\d+ campaigns$/);
  expect(firstPage).toHaveLength(12);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en\/campaigns\?after=/);
  await expect(page.getByRole('link', { name: 'First page' })).toBeVisible();
  const secondPage = await resultTitles(page, /^\d+ campaigns$/);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await page.getByRole('link', { name: 'First page' }).click();
  await expect(page).toHaveURL('/en/campaigns');
});

test('the search box of the top bar, or of the drawer on a phone, leads to the browse page', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  // The top bar's box is hidden on phones, where the drawer has one.
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const box = page.getByRole('searchbox', { name: 'Rechercher une campagne' });
  await box.fill('loutre');
  await box.press('Enter');
  await expect(page).toHaveURL('/campaigns?q=loutre');
  // The address changes before the results come (the page shows its loading state meanwhile).
  await expect(page.getByRole('heading', { name: '1 campagne' })).toBeVisible();
  expect(await resultTitles(page, /^1 campagne$/)).toEqual(['Lulu la loutre']);
});

test('the home page has "Ending soon" and "Just launched" sections, in both languages', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Se termine bientôt', 'Vient de démarrer']) {
    await expect(page.getByRole('region', { name }).getByRole('article')).not.toHaveCount(0);
  }
  await page.goto('/en');
  for (const name of ['Ending soon', 'Just launched']) {
    await expect(page.getByRole('region', { name }).getByRole('article')).not.toHaveCount(0);
  }
  await page.getByRole('link', { name: 'See all campaigns' }).click();
  await expect(page).toHaveURL('/en/campaigns');
});
