import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GRAPHQL_ROUTE, operationNameOf } from './support/graphql';
import { layoutShift, watchLayoutShift } from './support/layoutShift';
import { createAccount, signIn, submitLogin } from './support/account';
import {
  acceptCookies,
  addPack,
  basketLine,
  basketLink,
  dataLayerEvents,
  expectAccessible,
  lineQuantity,
  TAROT,
} from './support/basket';

// Journeys through several pages and a payment take longer than one page's checks.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

const readLocalBasket = (page: Page) => page.evaluate(() => window.localStorage.getItem('LOCAL_BASKET_KEY'));

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Mon compte/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  // Signing out leads home: a navigation started before it ends would be cut short.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: /^Mon compte/ })).toHaveCount(0);
}

/** An account whose basket holds one `pack` in French, put there in an earlier visit; signed out again. */
async function accountWithBasket(page: Page, label: string, pack: string) {
  const account = await createAccount(label);
  await signIn(page, account, TAROT.path);
  await addPack(page, pack, ['Français']);
  await signOut(page);
  return account;
}

/** The local basket the login merge tests sign in with: 2 duos in English and a daily draw, 3 units. */
async function fillLocalBasket(page: Page) {
  await page.goto(TAROT.path);
  await addPack(page, TAROT.duo, ['Anglais'], 2);
  await addPack(page, TAROT.daily, ['La Lune']);
}

test('an empty basket says so and leads back to the campaigns', async ({ page }) => {
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(page.getByText('Votre panier est vide')).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName('Panier : vide');
  await page.getByRole('link', { name: 'Découvrir les campagnes' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/en/basket');
  await expect(page.getByText('Your basket is empty')).toBeVisible();
});

test('the empty basket takes the loading state’s place without moving the page', async ({ page }) => {
  await watchLayoutShift(page);
  // Scripts come late, as on a slow phone: the server's loading state is painted first.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/basket');
  await expect(page.getByText('Votre panier est vide')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a visitor fills a local basket: same options add up, other options append, 0 removes after a confirmation', async ({
  page,
}) => {
  await page.goto(TAROT.path);
  await addPack(page, TAROT.duo, ['Anglais'], 2);
  await addPack(page, TAROT.duo, ['Français']);
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 3 articles');

  const stored = JSON.parse((await readLocalBasket(page))!) as { items: { quantity: number; added: string }[] };
  expect(stored.items.map((item) => item.quantity)).toEqual([2, 1]);
  expect(stored.items[0]!.added).not.toBe('');

  const addEvents = await dataLayerEvents(page, 'add_to_cart');
  expect(addEvents).toHaveLength(3);
  expect(addEvents[0]).toMatchObject({
    currency: 'EUR',
    value: 85,
    items: [{ item_name: TAROT.duo, quantity: 1, price: 85 }],
  });

  await basketLink(page).click();
  await expect(page).toHaveURL('/basket');
  const lines = basketLine(page, TAROT.duo);
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Langue du guide : Anglais');
  await expect(lineQuantity(lines.first())).toHaveText('2');
  await expect(page.getByRole('definition').filter({ hasText: '255,00 €' }).last()).toBeVisible();
  await expectAccessible(page);

  // Keyboard: the stepper's buttons are reachable and named.
  await lines.first().getByRole('button', { name: 'Un exemplaire de moins' }).focus();
  await page.keyboard.press('Enter');
  await expect(lineQuantity(lines.first())).toHaveText('1');
  await expect(page.getByRole('definition').filter({ hasText: '170,00 €' }).last()).toBeVisible();
  expect(await dataLayerEvents(page, 'remove_from_cart')).toMatchObject([{ currency: 'EUR', value: 85 }]);

  // Under 1 asks first; "no" keeps the line.
  await lines
    .first()
    .getByRole('button', { name: `Retirer ${TAROT.duo} du panier` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Non' }).click();
  await expect(lines).toHaveCount(2);
  await lines.first().getByRole('button', { name: 'Retirer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(lines).toContainText('Langue du guide : Français');

  // Visitors are asked to sign in to order, and come back to the basket.
  await page.getByRole('link', { name: 'Se connecter pour commander' }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fbasket/);
});

test('the basket survives bad data in storage and follows another tab', async ({ page, context }) => {
  await page.goto('/basket');
  await page.evaluate(() => window.localStorage.setItem('LOCAL_BASKET_KEY', '{not json'));
  await page.reload();
  await expect(page.getByText('Votre panier est vide')).toBeVisible();

  const other = await context.newPage();
  await other.goto(TAROT.path);
  await addPack(other, TAROT.duo, ['Anglais']);
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 1 article');
  await expect(basketLine(page, TAROT.duo)).toHaveCount(1);
});

test("a visitor's basket reads its campaigns as persisted queries over GET, through the web's /graphql", async ({
  page,
}) => {
  await page.goto(TAROT.path);
  await addPack(page, TAROT.duo, ['Anglais']);
  const answers: { method: string; hashed: boolean; cacheControl: string | undefined }[] = [];
  page.on('response', (response) => {
    if (!GRAPHQL_ROUTE.test(response.url()) || operationNameOf(response.request()) !== 'BasketCampaign') return;
    const extensions = new URL(response.url()).searchParams.get('extensions') ?? '';
    answers.push({
      method: response.request().method(),
      hashed: extensions.includes('sha256Hash'),
      cacheControl: response.headers()['cache-control'],
    });
  });
  await page.goto('/basket');
  await expect(basketLine(page, TAROT.duo)).toHaveCount(1);
  // The first visit may register the query (its hash unknown, then the full query in a POST).
  await page.reload();
  await expect(basketLine(page, TAROT.duo)).toHaveCount(1);
  // A public answer: the browser and a CDN may keep it for the live figures' max-age.
  expect(answers).toContainEqual({ method: 'GET', hashed: true, cacheControl: 'max-age=5, public' });
});

test('a failed load of the campaigns shows an error with a retry', async ({ page }) => {
  await page.goto(TAROT.path);
  await addPack(page, TAROT.duo, ['Anglais']);
  let fail = true;
  await page.route(GRAPHQL_ROUTE, async (route) => {
    if (fail && operationNameOf(route.request()) === 'BasketCampaign')
      await route.fulfill({ status: 500, body: 'down' });
    else await route.fallback();
  });
  await page.goto('/basket');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Votre panier n’a pas pu être chargé.', {
    timeout: 20_000,
  });
  fail = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(basketLine(page, TAROT.duo)).toHaveCount(1);
});

test('signing in merges the local basket into the account, once, with exact quantities', async ({ page, context }) => {
  const account = await createAccount('merge');
  await fillLocalBasket(page);
  const local = await readLocalBasket(page);

  // A second tab watches the basket while the first one signs in.
  const other = await context.newPage();
  await other.goto('/basket');
  await expect(basketLine(other, TAROT.duo)).toHaveCount(1);

  await submitLogin(page, account, '/basket');
  await page.waitForURL('/basket');
  await expect(lineQuantity(basketLine(page, TAROT.duo))).toHaveText('2');
  await expect(lineQuantity(basketLine(page, TAROT.daily))).toHaveText('1');
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 3 articles');
  await expect.poll(() => readLocalBasket(page)).toBeNull();

  await other.reload();
  await expect(lineQuantity(basketLine(other, TAROT.duo))).toHaveText('2');

  // The same local basket again (a tab that missed the clearing, a replayed event), in both tabs
  // at once: nothing doubles. Its merge id was merged before: the server answers a replay.
  await other.evaluate((value) => window.localStorage.setItem('LOCAL_BASKET_KEY', value!), local);
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(lineQuantity(basketLine(tab, TAROT.duo))).toHaveText('2');
    await expect(lineQuantity(basketLine(tab, TAROT.daily))).toHaveText('1');
  }
});

test('a signed-in tab shows the lines another tab merged into the account, without a reload', async ({
  page,
  context,
}) => {
  const account = await createAccount('merged-elsewhere');
  await fillLocalBasket(page);
  const local = await readLocalBasket(page);
  await page.evaluate(() => window.localStorage.removeItem('LOCAL_BASKET_KEY'));
  // This tab is signed in and has read the account's basket: empty.
  await signIn(page, account, '/basket');
  await expect(page.getByText('Votre panier est vide')).toBeVisible();

  // Another tab finds a local basket (one this tab's merge missed) and merges it into the account.
  // This tab shows the local lines meanwhile (the server basket is empty), then, once the other
  // tab has cleared them, must ask the server again.
  const other = await context.newPage();
  await other.goto('/basket');
  await other.evaluate((value) => window.localStorage.setItem('LOCAL_BASKET_KEY', value!), local);
  let basketReads = 0;
  page.on('request', (request) => {
    if (GRAPHQL_ROUTE.test(request.url()) && operationNameOf(request) === 'Basket') basketReads += 1;
  });
  await other.reload();
  await expect(lineQuantity(basketLine(other, TAROT.duo))).toHaveText('2');
  await expect.poll(() => readLocalBasket(other)).toBeNull();

  // The first tab, neither reloaded nor focused, shows the account's lines: not an empty basket.
  await expect.poll(() => basketReads).toBeGreaterThan(0);
  await expect(lineQuantity(basketLine(page, TAROT.duo))).toHaveText('2');
  await expect(lineQuantity(basketLine(page, TAROT.daily))).toHaveText('1');
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 3 articles');
});

test('a merge whose answer never came (the page reloaded) is not merged again, and the local basket goes', async ({
  page,
}) => {
  const account = await createAccount('merge-lost-answer');
  await fillLocalBasket(page);
  // The server merges, but the answer never reaches the page, as when it reloads in the meantime.
  let merges = 0;
  await page.route(GRAPHQL_ROUTE, async (route) => {
    if (operationNameOf(route.request()) !== 'MergeLocalBasket') return route.fallback();
    merges += 1;
    if (merges > 1) return route.fallback();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await signIn(page, account, '/basket');
  await expect.poll(() => merges).toBe(1);
  await expect.poll(() => readLocalBasket(page)).not.toBeNull();

  // The next load tries the same merge again: the server's lines are that merge's, not a basket of
  // the account's own that must win over the local one.
  await page.reload();
  await expect.poll(() => readLocalBasket(page)).toBeNull();
  expect(merges).toBe(2);
  await expect(lineQuantity(basketLine(page, TAROT.duo))).toHaveText('2');
  await expect(lineQuantity(basketLine(page, TAROT.daily))).toHaveText('1');
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 3 articles');
});

test('two tabs signing in at once merge the local basket once: the second waits for the first one’s lock', async ({
  page,
  context,
}) => {
  const account = await createAccount('merge-lock');
  await fillLocalBasket(page);
  // The second tab shows the same local basket; it learns of the sign-in from the first one.
  const other = await context.newPage();
  await other.goto('/basket');
  await expect(basketLine(other, TAROT.duo)).toHaveCount(1);

  // Whichever tab merges first gets its answer late, as on a slow network, so the other one
  // really waits for the lock. No tab is reloaded meanwhile: a page that goes away frees its lock.
  let merges = 0;
  let merged = 0;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await context.route(GRAPHQL_ROUTE, async (route) => {
    if (operationNameOf(route.request()) !== 'MergeLocalBasket') return route.fallback();
    merges += 1;
    await answered;
    const response = await route.fetch();
    const json = await response.json();
    if (json.data?.mergeLocalBasket?.replayed === false) merged += 1;
    await route.fulfill({ response, json });
  });
  await submitLogin(page, account, '/basket');
  // Signing in takes a few seconds on a busy machine.
  await expect.poll(() => merges, { timeout: 20_000 }).toBe(1);
  const locks = () =>
    other.evaluate(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      return { held: held.map((lock) => lock.name), pending: pending.map((lock) => lock.name) };
    });
  await expect.poll(locks).toEqual({ held: ['LOCAL_BASKET_KEY:merge'], pending: ['LOCAL_BASKET_KEY:merge'] });

  answer();
  await expect.poll(() => readLocalBasket(other)).toBeNull();
  // The local basket is gone: both tabs show the account's, the waiting one without a reload.
  for (const tab of [page, other]) {
    await expect(lineQuantity(basketLine(tab, TAROT.duo))).toHaveText('2');
    await expect(lineQuantity(basketLine(tab, TAROT.daily))).toHaveText('1');
    await expect(basketLink(tab)).toHaveAccessibleName('Panier : 3 articles');
  }
  // Once nobody holds or waits for the lock, any second merge would have been sent. The waiting
  // tab sends none, unless its copy of the storage still had the local basket when its turn came:
  // then the same merge id, which the server answers as a replay.
  await expect.poll(locks).toEqual({ held: [], pending: [] });
  expect(merged).toBe(1);
  expect(merges).toBeLessThanOrEqual(2);
  // The server basket has the lines once.
  await other.reload();
  await expect(lineQuantity(basketLine(other, TAROT.duo))).toHaveText('2');
  await expect(basketLink(other)).toHaveAccessibleName('Panier : 3 articles');
});

test('an account basket with lines wins at sign-in; the shopper is told once, and may add the local lines to it', async ({
  page,
}) => {
  const account = await accountWithBasket(page, 'kept', TAROT.duo);

  // Signed out, the shopper fills a local basket, then signs in again.
  await fillLocalBasket(page);
  await submitLogin(page, account, TAROT.path);
  await page.waitForURL(TAROT.path);
  const notice = page.getByRole('alert').filter({ hasText: 'Votre compte avait déjà un panier' });
  await expect(notice).toContainText('Les articles ajoutés avant la connexion sont gardés à part');
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 1 article');
  await notice.getByRole('link', { name: 'voir le panier' }).click();
  await page.waitForURL('/basket');

  // The account's line, and beside it the lines kept in the browser, which are not in the basket.
  await expect(lineQuantity(basketLine(page, TAROT.duo))).toHaveText('1');
  await expect(basketLine(page, TAROT.daily)).toHaveCount(0);
  const kept = page.getByRole('region', { name: 'Ajoutés avant votre connexion' });
  await expect(kept).toContainText('Ces 3 articles, choisis dans ce navigateur');
  await expect(kept.getByRole('listitem')).toHaveText([
    `${TAROT.duo} (Anglais) × 2 — ${TAROT.title}`,
    `${TAROT.daily} (La Lune) × 1 — ${TAROT.title}`,
  ]);
  await expectAccessible(page);

  // Told once: the next load runs the merge again (still kept), and says nothing.
  await page.reload();
  await expect(kept).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Votre compte avait déjà un panier' })).toHaveCount(0);

  await kept.getByRole('button', { name: 'Les ajouter à mon panier' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Les articles ont été ajoutés à votre panier.' }),
  ).toBeVisible();
  await expect(kept).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Mon panier' })).toBeFocused();
  await expect(lineQuantity(basketLine(page, TAROT.daily))).toHaveText('1');
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 4 articles');
  expect(await readLocalBasket(page)).toBeNull();
  await page.reload();
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 4 articles');
  await expect(kept).toHaveCount(0);
});

test('the lines kept from before signing in can be let go, after a confirmation; the account keeps its own', async ({
  page,
}) => {
  const account = await accountWithBasket(page, 'kept-discard', TAROT.collector);
  await page.goto(TAROT.path);
  await addPack(page, TAROT.daily, ['La Lune']);
  await signIn(page, account, '/basket');

  const kept = page.getByRole('region', { name: 'Ajoutés avant votre connexion' });
  await expect(kept).toContainText(
    'Cet article, choisi dans ce navigateur, n’est pas dans le panier de votre compte :',
  );
  await kept.getByRole('button', { name: 'Le retirer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Retirer cet article de ce navigateur ? Le panier de votre compte ne change pas.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: 'Le retirer' }).click();
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Les articles ajoutés avant la connexion ont été retirés.' }),
  ).toBeVisible();
  await expect(kept).toHaveCount(0);
  expect(await readLocalBasket(page)).toBeNull();
  await expect(basketLine(page, TAROT.collector)).toHaveCount(1);
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 1 article');
});

test('a signed-in user adds to the server basket; the badge follows', async ({ page }) => {
  await signIn(page, await createAccount('server-basket'), TAROT.path);
  await addPack(page, TAROT.duo, ['Français']);
  await expect(basketLink(page)).toHaveAccessibleName('Panier : 1 article');
  expect(await readLocalBasket(page)).toBeNull();
  await basketLink(page).click();
  await expect(lineQuantity(basketLine(page, TAROT.duo))).toHaveText('1');
  await expectAccessible(page);
});

test('a press held on the delivery country chooses no country by itself', async ({ page }) => {
  await page.goto(TAROT.path);
  await addPack(page, TAROT.duo, ['Anglais']);
  await page.goto('/basket');
  const country = page.getByRole('combobox', { name: 'Pays de livraison' });
  await expect(country).toBeEnabled();
  // A slow phone or a touchpad releases the press once the list is open over the field.
  const box = (await country.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
  await page.keyboard.press('Escape');
  await expect(country).toHaveValue('');
  await expect(country.locator('option:checked')).toHaveText('Choisissez un pays');
  await country.selectOption({ label: 'France' });
  await expect(page.getByText(/Livraison : .* par envoi/)).toBeVisible();
  await expect(country).toHaveValue('FR');
});

test('the address form keeps what the shopper typed while the chosen country is saved', async ({ page }) => {
  await signIn(page, await createAccount('address-typing'), TAROT.path);
  await addPack(page, TAROT.duo, ['Français']);
  // The delivery country's answer comes late, as on a slow network: the shopper types meanwhile.
  await page.route(GRAPHQL_ROUTE, async (route) => {
    if (operationNameOf(route.request()) === 'SetBasketDelivery') await new Promise((done) => setTimeout(done, 1500));
    await route.fallback();
  });
  await page.goto('/basket');
  await page.getByRole('combobox', { name: 'Pays de livraison' }).selectOption({ label: 'France' });
  const firstName = page.getByRole('textbox', { name: 'Prénom', exact: true });
  await firstName.fill('Camille');
  await expect(page.getByText(/Livraison : .* par envoi/)).toBeVisible();
  await expect(firstName).toHaveValue('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await expect(firstName).toHaveValue('Camille');
});

test('a local line that no longer fits is capped at the merge, and the user is told', async ({ page }) => {
  const account = await createAccount('capped');
  await page.goto(TAROT.path);
  await addPack(page, TAROT.collector, ['Français']);
  // More than the few units left, as a basket kept for days would hold.
  await page.evaluate(() => {
    const basket = JSON.parse(window.localStorage.getItem('LOCAL_BASKET_KEY')!) as { items: { quantity: number }[] };
    basket.items[0]!.quantity = 50;
    window.localStorage.setItem('LOCAL_BASKET_KEY', JSON.stringify(basket));
  });
  await submitLogin(page, account, '/basket');
  const notice = page.getByRole('alert').filter({ hasText: 'Votre panier a été ajouté à votre compte' });
  await expect(notice).toContainText(/Collector Grande Marée \(Le Tarot des Marées\) — quantité ramenée de 50 à \d/);
});

test('sharing: the share sheet where there is one, else the link copied; `share` names the method', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Chromium on Linux has no share sheet: stand in for one when the test asks for it.
    if (window.sessionStorage.getItem('fake-share')) Object.assign(navigator, { share: async () => undefined });
  });
  await page.goto(TAROT.path);
  await page.evaluate(() => Object.assign(navigator, { share: undefined }));
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByText('Lien copié')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(TAROT.path);
  expect(await dataLayerEvents(page, 'share')).toEqual([{ event: 'share', method: 'copy_link' }]);

  await page.evaluate(() => window.sessionStorage.setItem('fake-share', '1'));
  await page.reload();
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect.poll(() => dataLayerEvents(page, 'share')).toEqual([{ event: 'share', method: 'web_share' }]);
});
