import { expect, test } from '@playwright/test';

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
