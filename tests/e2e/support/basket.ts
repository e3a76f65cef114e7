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

/** On the basket page (signed in): France, an address, then "Commander ces articles" for the campaign. */
export async function prepareCheckout(page: Page) {
  await page.goto('/basket');
  const country = page.getByRole('combobox', { name: 'Pays de livraison' });
  await country.click();
  await page.getByRole('option', { name: 'France', exact: true }).click();
  await expect(page.getByText(/Livraison : .* par envoi/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: 'Code postal', exact: true }).fill('44000');
  await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Nantes');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByText('Adresse enregistrée.')).toBeVisible();
  await page.getByRole('button', { name: 'Commander ces articles' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
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
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
  await page
    .getByRole('textbox', { name: 'Expiration', exact: true })
    .fill(`12/${(new Date().getFullYear() + 2) % 100}`);
  await page.getByRole('textbox', { name: 'CVC', exact: true }).fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
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
