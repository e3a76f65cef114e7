import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAccount, submitLogin } from './support/account';
import {
  acceptCookies,
  addPack,
  basketLine,
  CARDS,
  packCard,
  payWithCard,
  prepareCheckout,
  TAROT,
} from './support/basket';

// Issue 14 §3: a campaign's updates on its page and from the home news, each pack's estimated
// delivery month from the pack card to the order page, pack pictures and basket thumbnails.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

const LULU_UPDATE = { fr: 'Plus que quelques jours pour adopter Lulu', en: 'Only a few days left to adopt Lulu' };

/** The estimated delivery month of a Tarot pack, as the API gives it (`YYYY-MM`). */
async function tarotDeliveryMonth(request: APIRequestContext, pack: string): Promise<string> {
  const response = await request.post(process.env.E2E_GRAPHQL_URL!, {
    data: { query: '{ campaign(url: "tarot-des-marees") { packs { label estimatedDelivery } } }' },
  });
  const body = (await response.json()) as {
    data: { campaign: { packs: { label: string; estimatedDelivery: string }[] } };
  };
  const month = body.data.campaign.packs.find((candidate) => candidate.label === pack)?.estimatedDelivery;
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  return month!;
}

/** "Livraison estimée : mars 2027" / "Estimated delivery: March 2027", written independently of the web's code. */
function deliveryText(month: string, lang: 'fr' | 'en'): string {
  const [year, number] = month.split('-').map(Number);
  const names = {
    fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    en: 'January February March April May June July August September October November December',
  };
  const name = names[lang].split(' ')[number! - 1];
  return lang === 'fr' ? `Livraison estimée : ${name} ${year}` : `Estimated delivery: ${name} ${year}`;
}

const updatesSection = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('the campaign page shows its updates, in French and in English', async ({ page }) => {
  await page.goto('/campaign/lulu-la-loutre');
  const updates = updatesSection(page, /^Actualités \(\d+\)$/);
  await expect(updates.getByRole('heading', { level: 3, name: LULU_UPDATE.fr })).toBeVisible();
  await expect(updates).toContainText('Fil Solidaire');
  await page.goto('/en/campaign/lulu-la-loutre');
  const english = updatesSection(page, /^Updates \(\d+\)$/);
  await expect(english.getByRole('heading', { level: 3, name: LULU_UPDATE.en })).toBeVisible();
  // A campaign without updates says so rather than hiding the section.
  await page.goto(TAROT.path);
  await expect(updatesSection(page, /^Actualités \(0\)$/)).toContainText('Pas encore d’actualité');
});

test('a home news card links to the updates of its campaign', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('article', { has: page.getByRole('heading', { name: LULU_UPDATE.fr }) });
  await card.getByRole('link', { name: 'Lulu la loutre' }).click();
  // The campaign page may be rendered for this very visit (ISR, decision 0017): give it time.
  await expect(page).toHaveURL(/\/campaign\/lulu-la-loutre#updates$/, { timeout: 15_000 });
  await expect(updatesSection(page, /^Actualités/).getByRole('heading', { name: LULU_UPDATE.fr })).toBeVisible();

  await page.goto('/en');
  const english = page.locator('article', { has: page.getByRole('heading', { name: LULU_UPDATE.en }) });
  await english.getByRole('link', { name: 'Lulu the Otter' }).click();
  await expect(page).toHaveURL(/\/en\/campaign\/lulu-la-loutre#updates$/, { timeout: 15_000 });
});

test('pack cards show a picture and the estimated delivery month, in French and in English', async ({
  page,
  request,
}) => {
  const month = await tarotDeliveryMonth(request, TAROT.duo);
  await page.goto(TAROT.path);
  const card = packCard(page, TAROT.duo);
  await expect(card).toContainText(deliveryText(month, 'fr'));
  await expect(card.getByRole('img', { name: `Photo du pack « ${TAROT.duo} »` })).toBeVisible();
  // Every pack of the page has its picture, each with a text alternative.
  const articles = page.locator('article[id^="pack-"]');
  const count = await articles.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(articles.getByRole('img', { name: /^Photo du pack « .+ »$/ })).toHaveCount(count);

  await page.goto(`/en${TAROT.path}`);
  const english = page.locator('article', { has: page.getByRole('heading', { name: 'Tidal duo', exact: true }) });
  await expect(english).toContainText(deliveryText(month, 'en'));
  await expect(english.getByRole('img', { name: 'Picture of the “Tidal duo” pack' })).toBeVisible();
});

test('the delivery month follows the pack to the basket, the checkout and the order page', async ({
  page,
  request,
}) => {
  // Six pages in two languages and a payment: the longest journey of the file.
  test.setTimeout(180_000);
  const month = await tarotDeliveryMonth(request, TAROT.duo);
  const [fr, en] = [deliveryText(month, 'fr'), deliveryText(month, 'en')];
  // As a visitor first (the browser's basket), then signed in (the server's, after the merge).
  await page.goto(TAROT.path);
  await addPack(page, TAROT.duo, ['Anglais']);
  await page.goto('/basket');
  const line = basketLine(page, TAROT.duo);
  await expect(line).toContainText(fr, { timeout: 15_000 });
  // The thumbnail: a text alternative, a fixed size (no layout shift), loaded lazily.
  const thumbnail = line.getByRole('img', { name: `Photo du pack « ${TAROT.duo} »` });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect(thumbnail).toHaveAttribute('width', '64');
  await expect(thumbnail).toHaveAttribute('height', '64');

  await page.getByRole('link', { name: 'Se connecter pour commander' }).click();
  await submitLogin(page, await createAccount('delivery'), '/basket');
  await page.waitForURL('/basket');
  await expect(basketLine(page, TAROT.duo)).toContainText(fr, { timeout: 15_000 });
  await page.goto('/en/basket');
  const english = basketLine(page, 'Tidal duo');
  await expect(english).toContainText(en, { timeout: 15_000 });
  await expect(english.getByRole('img', { name: 'Picture of the “Tidal duo” pack' })).toBeVisible();

  await prepareCheckout(page);
  await expect(page.getByText(fr)).toBeVisible({ timeout: 15_000 });
  const checkoutPath = new URL(page.url()).pathname;
  await page.goto(`/en${checkoutPath}`);
  await expect(page.getByText(en)).toBeVisible({ timeout: 15_000 });
  await page.goto(checkoutPath);

  await payWithCard(page, CARDS.ok);
  // The order page loads the order in the browser: wait for it rather than for the shell.
  await expect(page.getByRole('region', { name: 'Articles' })).toContainText(fr, { timeout: 15_000 });
  const orderPath = new URL(page.url()).pathname;
  await page.goto(`/en${orderPath}`);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(en, { timeout: 30_000 });
});
