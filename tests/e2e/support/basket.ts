import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The campaign the journeys order from, and its packs (seeded by the rest-api). */
export const TAROT = {
  path: '/campaign/tarot-des-marees',
  title: 'Le Tarot des Marées',
  duo: 'Duo des marées',
  daily: 'Le tirage du jour',
  collector: 'Collector Grande Marée',
};

export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/** Cookies answered "yes" first: the popup stays closed (phones) and analytics events are pushed. */
export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL }]);
}

/** A pack's card on the campaign page, found by its heading. */
export const packCard = (page: Page, pack: string) =>
  page.locator('article', { has: page.getByRole('heading', { name: pack, exact: true }) });

/** Picks the option values (by their labels) and presses "Ajouter au panier" once per `times`. */
export async function addPack(page: Page, pack: string, values: string[] = [], times = 1) {
  const card = packCard(page, pack);
  for (const value of values) await card.getByRole('button', { name: value, exact: true }).click();
  for (let index = 0; index < times; index++) {
    await card.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(card.getByRole('status')).toContainText('Ajouté au panier.');
    // The status is rewritten with the same text on the next add: wait for the button to be free.
    await expect(card.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  }
}

/** The top bar's basket link; its name carries the count. */
export const basketLink = (page: Page) => page.getByRole('link', { name: /^(Panier|Basket)\b/ });

/** A basket line, by its pack name. */
export const basketLine = (page: Page, pack: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: pack, exact: true }) });

/** The quantity shown in a line's stepper. */
export const lineQuantity = (line: Locator) => line.locator('output');

/**
 * Units left of a pack, as the campaign page prints them ("400 exemplaires restants", "Plus que 3
 * exemplaires"), once the browser has replaced the cached page's figures with live ones.
 */
export async function packStock(page: Page, pack: string, path = TAROT.path): Promise<number> {
  await page.goto(path);
  // The stock's own box, not the card's "add" button, which is busy="false" too once it is idle.
  const stock = packCard(page, pack).locator('[aria-busy="false"]', { hasText: /exemplaire/ });
  await expect(stock).toHaveCount(1);
  const text = await stock
    .getByText(/exemplaire/)
    .first()
    .innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The events of the tag manager's data layer with this name. */
export async function dataLayerEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === event,
      ),
    name,
  );
}

/** The labels the checkout journey goes through, in each language of the shop. */
export const CHECKOUT_LABELS = {
  fr: {
    prefix: '',
    country: 'Pays de livraison',
    delivery: /Livraison : .* par envoi/,
    firstName: 'Prénom',
    lastName: 'Nom',
    line1: 'Adresse',
    postalCode: 'Code postal',
    city: 'Ville',
    save: 'Enregistrer l’adresse',
    saved: 'Adresse enregistrée.',
    order: 'Commander ces articles',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration',
    pay: /^Payer/,
  },
  en: {
    prefix: '/en',
    country: 'Delivery country',
    delivery: /Delivery: .* per shipment/,
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    postalCode: 'Postcode',
    city: 'City',
    save: 'Save the address',
    saved: 'Address saved.',
    order: 'Order these items',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    pay: /^Pay\b/,
  },
} as const;
export type ShopLang = keyof typeof CHECKOUT_LABELS;

/** On the basket page (signed in): France, an address, then "Commander ces articles" for the campaign. */
export async function prepareCheckout(page: Page, lang: ShopLang = 'fr') {
  const labels = CHECKOUT_LABELS[lang];
  await page.goto(`${labels.prefix}/basket`);
  await page.getByRole('combobox', { name: labels.country }).selectOption({ label: 'France' });
  await expect(page.getByText(labels.delivery)).toBeVisible();
  await page.getByRole('textbox', { name: labels.firstName, exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: labels.lastName, exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: labels.line1, exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: labels.postalCode, exact: true }).fill('44000');
  await page.getByRole('textbox', { name: labels.city, exact: true }).fill('Nantes');
  await page.getByRole('button', { name: labels.save }).click();
  await expect(page.getByText(labels.saved)).toBeVisible();
  await page.getByRole('button', { name: labels.order }).click();
  await expect(page).toHaveURL(/\/checkout\//, { timeout: 15_000 });
}

/** On the checkout page: types a card and presses "Payer …", staying wherever the answer leads. */
export async function submitCard(page: Page, number: string, lang: ShopLang = 'fr') {
  const labels = CHECKOUT_LABELS[lang];
  await page.getByRole('textbox', { name: labels.cardNumber }).fill(number);
  await page
    .getByRole('textbox', { name: labels.expiry, exact: true })
    .fill(`12/${(new Date().getFullYear() + 2) % 100}`);
  await page.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
  await page.getByRole('button', { name: labels.pay }).click();
}

/** On the checkout page: a card, then "Payer …"; ends on the order page. */
export async function payWithCard(
  page: Page,
  number: string,
  participation?: { comment?: string; anonymous?: boolean },
) {
  if (participation?.comment) {
    await page.getByRole('textbox', { name: 'Message (facultatif)' }).fill(participation.comment);
  }
  if (participation?.anonymous) await page.getByRole('switch', { name: 'Contribuer anonymement' }).check();
  await submitCard(page, number);
  await expect(page).toHaveURL(/\/orders\/[^/]+$/, { timeout: 15_000 });
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}
