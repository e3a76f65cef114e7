import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/account';

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
