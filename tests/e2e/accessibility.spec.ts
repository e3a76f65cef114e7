import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { english, PAGES } from './pages';

// The consent popup is its own check: here it is answered first so it does not cover the page.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL! }]);
});

/**
 * The serious and critical violations axe finds on the page as it is drawn now, by every rule or
 * by the named ones.
 */
async function blockingViolations(page: Page, rules?: string[]) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** axe's rules whose outcome depends on the colours (text and link contrast). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// Both schemes are scanned on one load: the page follows the system preference as it changes
// (theme.spec.ts), and a second load per scheme cost a quarter of the browser suite's time.
for (const path of PAGES.flatMap((p) => [p, english(p)])) {
  test(`${path} has no serious or critical accessibility violation, light or dark`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(path);
    // A page that failed would pass the scan as a 404: check it is the page it should be.
    expect(response?.status()).toBe(path.endsWith('/no-such-page') ? 404 : 200);
    // Scan what a visitor reads: the 404 document is rendered in the browser (see 0002).
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await blockingViolations(page), 'light').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Colours fade (buttons, cards): contrast is measured once every transition has ended
    // (transitions only: a spinner's animation never does).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    // The scheme is a class on <html> that only the colours follow: the markup the light scan
    // checked is the same, so the dark one runs the rules that read colours.
    expect(await blockingViolations(page, COLOUR_RULES), 'dark').toEqual([]);
  });
}
