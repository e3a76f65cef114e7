import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { english, PAGES } from './pages';

// The consent popup is its own check: here it is answered first so it does not cover the page.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL! }]);
});

for (const path of PAGES.flatMap((p) => [p, english(p)])) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${path} (${scheme}) has no serious or critical accessibility violation`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto(path);
      // A page that failed would pass the scan as a 404: check it is the page it should be.
      expect(response?.status()).toBe(path.endsWith('/no-such-page') ? 404 : 200);
      // Scan what a visitor reads: the 404 document is rendered in the browser (see 0002).
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
