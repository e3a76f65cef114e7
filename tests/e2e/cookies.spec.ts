import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startSlowDocumentRelay } from './support/slowDocument';
import { layoutShift, watchLayoutShift } from './support/layoutShift';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Vos cookies, votre choix' });
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'localConsent');
const consentEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => JSON.stringify(e)));

test('accepting stores localConsent=true for 3 days and grants consent', async ({ page }) => {
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  expect((await consentEvents(page)).some((e) => e.includes('"default"') && e.includes('denied'))).toBe(true);
  await popup(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(popup(page)).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('true');
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(259_200 - 60);
  expect(lifetime).toBeLessThanOrEqual(259_200 + 1);
  expect((await consentEvents(page)).some((e) => e.includes('"update"') && e.includes('granted'))).toBe(true);
  await page.reload();
  await expect(popup(page)).toBeHidden();
});

test('refusing stores localConsent=false and keeps consent denied', async ({ page }) => {
  await page.goto('/');
  await popup(page).getByRole('button', { name: 'Tout refuser' }).click();
  expect((await consentCookie(page))?.value).toBe('false');
  expect((await consentEvents(page)).some((e) => e.includes('"update"') && e.includes('granted'))).toBe(false);
});

test('closing without choosing stores nothing and asks again on the next visit', async ({ page }) => {
  await page.goto('/');
  await popup(page).getByRole('button', { name: 'Fermer sans choisir' }).click();
  await expect(popup(page)).toBeHidden();
  expect(await consentCookie(page)).toBeUndefined();
  await page.reload();
  await expect(popup(page)).toBeVisible();
});

test('the footer link reopens the popup to change the choice', async ({ page }) => {
  await page.goto('/');
  await popup(page).getByRole('button', { name: 'Tout refuser' }).click();
  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole('button', { name: 'Tout accepter' }).click();
  expect((await consentCookie(page))?.value).toBe('true');
});

test('the banner is painted as soon as it is whole, before the page has loaded, without moving', async ({
  page,
  baseURL,
}) => {
  await watchLayoutShift(page);
  // The page's HTML comes in three parts: up to the middle of the banner, up to the element after
  // it, then the rest (the page itself and its data).
  const relay = await startSlowDocumentRelay(baseURL!, '/', ['<p><strong>Usage commercial.', '<a href="#main"']);
  try {
    await page.goto(relay.url, { waitUntil: 'commit' });
    await relay.firstPartSent();
    // Half a banner is parsed, and stays hidden: shown, it would grow upwards as the rest came.
    await expect(page.getByRole('dialog', { includeHidden: true, name: 'Vos cookies, votre choix' })).toBeAttached();
    await expect(popup(page)).toBeHidden();
    await relay.sendNext();
    await expect(popup(page)).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await relay.sendNext();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Tout accepter' })).not.toHaveAttribute('aria-disabled');
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await relay.close();
  }
});

// Decision (docs/decisions/0002): the mini card, framed by other sites, tracks nothing and stores
// nothing, so it asks nothing; a banner would cover the card inside someone else's page.
for (const [lang, path, link] of [
  ['French', '/mini/lulu-la-loutre', 'Voir la campagne'],
  ['English', '/en/mini/lulu-la-loutre', 'View the campaign'],
] as const) {
  test(`the embedded mini card (${lang}) shows no cookie banner and stores nothing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: link })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('target', '_blank');
    expect(await page.context().cookies()).toEqual([]);
    expect(await consentEvents(page)).toEqual([]);
  });
}
