import { expect, test } from './support/fixtures';
import { acceptCookies } from './support/basket';

// The seeded campaigns that ended: one at a third of its goal, one past it. The stack's rest-api
// settles them on its start (decision 0022); the page shows the outcome in place of "Terminée".
const MISSED = '/campaign/le-dernier-ete-des-hirondelles';
const FUNDED = '/campaign/nuits-de-la-corniche';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('an unfunded campaign says its backers were refunded, a funded one when it was funded (FR)', async ({ page }) => {
  await page.goto(MISSED);
  await expect(page.getByText('Non financée : contributeurs remboursés').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Terminée', { exact: true })).toHaveCount(0);
  await page.goto(FUNDED);
  await expect(page.getByText(/^Financée le .*\d{4}$/).first()).toBeVisible({ timeout: 20_000 });
});

test('an unfunded campaign says its backers were refunded, a funded one when it was funded (EN)', async ({ page }) => {
  await page.goto(`/en${MISSED}`);
  await expect(page.getByText('Not funded: backers refunded').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ended', { exact: true })).toHaveCount(0);
  await page.goto(`/en${FUNDED}`);
  await expect(page.getByText(/^Funded on .*\d{4}$/).first()).toBeVisible({ timeout: 20_000 });
});
