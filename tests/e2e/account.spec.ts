import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GRAPHQL_ROUTE, operationNameOf } from './support/graphql';
import { createAccount, png, signIn, submitLogin, topBarAvatar } from './support/account';
import { basketLink } from './support/basket';
import { accountButton, serveGapiLocally, uniqueEmail } from './support/identity';

const CAMPAIGN = { path: '/campaign/tarot-des-marees', title: 'Le Tarot des Marées' };

// Each test signs in, then goes through tabs, reloads or a second browser: 45 to 60 s on a busy
// 2-core machine (2026-12-02), at the edge of one page's 60 s.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL! }]);
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** A text field by its accessible name, which leaves out the asterisk of a required field's label. */
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Another browser, as a fresh device: no session, the cookie choice already made. */
async function freshContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL }]);
  return context;
}

/** Answers one GraphQL operation of the page with `body` instead of the API. */
async function answerOperation(page: Page, operationName: string, body: unknown) {
  await page.route(GRAPHQL_ROUTE, async (route) => {
    if (operationNameOf(route.request()) === operationName) await route.fulfill({ json: body });
    else await route.fallback();
  });
}

test('a visitor asking for the account is sent to sign in, with the reason and the way back', async ({ page }) => {
  await page.goto('/account?tab=orders');
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  const callback = new URL(url.searchParams.get('callbackUrl')!, url);
  expect(callback.pathname + callback.search).toBe('/account?tab=orders');
  expect(url.searchParams.get('error')).toBe('SessionRequired');
  await expect(page.getByRole('main').getByText('Connectez-vous pour accéder à cette page.')).toBeVisible();
});

test('the tabs live in the URL: reload, back button and keyboard', async ({ page }) => {
  await signIn(page, await createAccount('tabs'), '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  await expect(page.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Commandes' }).click();
  await expect(page).toHaveURL('/account?tab=orders');
  await expect(page.getByText('Aucune commande pour l’instant')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Aucune commande pour l’instant');

  await page.goBack();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Profil' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Favoris' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/account?tab=favorites');
  await expect(page.getByText('Aucun favori pour l’instant')).toBeVisible();
});

test('identity and contact details are saved and survive a reload', async ({ page }) => {
  await signIn(page, await createAccount('profile'));
  const identity = section(page, 'Identité');
  await textbox(identity, 'Prénom').fill('Camille');
  await textbox(identity, 'Nom').fill('Martin');
  await identity.getByLabel('Date de naissance').fill('1990-05-17');
  await identity.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre identité est enregistrée.')).toBeVisible();
  // The top bar greets the user by the new first name at once.
  await expect(page.getByRole('button', { name: 'Mon compte (Camille)' })).toBeVisible();

  const contact = section(page, 'Coordonnées');
  await contact.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await textbox(contact, 'Adresse').fill('12 rue des Lilas');
  await contact.getByRole('button', { name: 'Enregistrer' }).click();
  // An address once started needs its other lines.
  await expect(contact.getByText('Saisissez le code postal.')).toBeVisible();
  await textbox(contact, 'Prénom du destinataire').fill('Camille');
  await textbox(contact, 'Nom du destinataire').fill('Martin');
  await contact.getByLabel('Code postal').fill('69002');
  await contact.getByLabel('Ville').fill('Lyon');
  await contact.getByLabel('Pays').selectOption('BE');
  await contact.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos coordonnées sont enregistrées.')).toBeVisible();

  const pro = section(page, 'Informations professionnelles');
  await pro.getByLabel('Raison sociale').fill('Atelier Martin');
  await pro.getByLabel('SIRET').fill('123 456');
  await pro.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(pro.getByText('Le SIRET compte exactement 14 chiffres.')).toBeVisible();
  await pro.getByLabel('SIRET').fill('123 456 789 00012');
  await pro.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations professionnelles sont enregistrées.')).toBeVisible();

  await page.reload();
  await expect(textbox(identity, 'Prénom')).toHaveValue('Camille');
  await expect(textbox(identity, 'Nom')).toHaveValue('Martin');
  await expect(identity.getByLabel('Date de naissance')).toHaveValue('1990-05-17');
  await expect(contact.getByLabel('Téléphone')).toHaveValue('+33 6 12 34 56 78');
  await expect(textbox(contact, 'Adresse')).toHaveValue('12 rue des Lilas');
  await expect(contact.getByLabel('Ville')).toHaveValue('Lyon');
  await expect(contact.getByLabel('Pays')).toHaveValue('BE');
  await expect(pro.getByLabel('SIRET')).toHaveValue('12345678900012');
});

test('a value the server refuses is marked on its field', async ({ page }) => {
  await signIn(page, await createAccount('refused'));
  await answerOperation(page, 'UpdateIdentity', {
    data: null,
    errors: [
      {
        message: 'Validation Error: body/last_name must NOT have more than 100 characters',
        extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'input.lastName', message: 'too long' }] },
      },
    ],
  });
  const identity = section(page, 'Identité');
  await textbox(identity, 'Prénom').fill('Camille');
  await textbox(identity, 'Nom').fill('Martin');
  await identity.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(textbox(identity, 'Nom')).toHaveAttribute('aria-invalid', 'true');
  await expect(identity.getByText('Cette valeur n’est pas acceptée : vérifiez-la.')).toBeVisible();
  await expect(textbox(identity, 'Nom')).toHaveValue('Martin');
});

test('an uploaded picture becomes the avatar at once; other files are refused with the reason', async ({ page }) => {
  await signIn(page, await createAccount('picture'));
  const picture = page.locator('input[name="picture"]');
  const error = page.locator('#picture-error');
  await expect(topBarAvatar(page)).toHaveAttribute('src', /^data:image\/svg/);

  await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(error).toHaveText('Ce fichier n’est pas une image JPEG, PNG ou WebP.');

  await picture.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('MZ not a picture') });
  await expect(error).toHaveText(
    'Cette image a été refusée : son contenu n’est pas un JPEG, un PNG ou un WebP valide.',
  );

  await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Votre photo est enregistrée.')).toBeVisible();
  await expect(error).toBeEmpty();
  await expect(topBarAvatar(page)).toHaveAttribute('src', /\/pictures\//);
  await page.reload();
  await expect(topBarAvatar(page)).toHaveAttribute('src', /\/pictures\//);

  await page.getByRole('button', { name: 'Supprimer la photo' }).click();
  await expect(page.getByText('Votre photo est supprimée.')).toBeVisible();
  await expect(topBarAvatar(page)).toHaveAttribute('src', /^data:image\/svg/);
});

test('the picture’s server action called with anything but a form answers without a server error', async ({ page }) => {
  await signIn(page, await createAccount('picture-action'));
  const call = page.waitForRequest((sent) => sent.method() === 'POST' && !!sent.headers()['next-action']);
  await page.locator('input[name="picture"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  const action = await call;
  await expect(page.getByText('Votre photo est enregistrée.')).toBeVisible();
  // The action's address and id are in the page for anyone to call, with any argument.
  for (const multipart of [{ 0: '["not a form"]' }, { 0: '[42, null]' }]) {
    const answer = await page.request.post(action.url(), {
      headers: { 'next-action': action.headers()['next-action']!, accept: 'text/x-component' },
      multipart,
    });
    expect(`${JSON.stringify(multipart)}: ${answer.status()}`).toBe(`${JSON.stringify(multipart)}: 200`);
    expect(await answer.text()).toContain('"status":"refused"');
  }
});

test('a visitor’s heart leads to sign-in and back to the campaign', async ({ page }) => {
  await page.goto(CAMPAIGN.path);
  const like = page.getByRole('link', { name: 'J’aime (connectez-vous)' });
  await expect(like).toHaveAttribute('href', `/login?callbackUrl=${encodeURIComponent(CAMPAIGN.path)}`);
});

test('a liked campaign appears in the favorites, and unliking it there removes it', async ({ page }) => {
  await signIn(page, await createAccount('likes'), CAMPAIGN.path);
  await expect(page).toHaveURL(CAMPAIGN.path);
  const like = page.getByRole('button', { name: 'J’aime', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`« ${CAMPAIGN.title} » est dans vos favoris.`)).toBeVisible();
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account?tab=favorites');
  const card = page.getByRole('article').filter({ hasText: CAMPAIGN.title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `J’aime : ${CAMPAIGN.title}` }).click();
  await expect(card).toBeHidden();
  await expect(page.getByText('Aucun favori pour l’instant')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Aucun favori pour l’instant')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Découvrir les campagnes' })).toHaveAttribute('href', '/');
});

test('orders show their campaign, date, status and total in the reader’s language', async ({ page }) => {
  const order = (id: string, status: string, cents: number) => ({
    __typename: 'Order',
    id,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    totalAmount: { __typename: 'Money', cents },
    items: [{ __typename: 'OrderItem', quantity: 2 }],
    campaign: { __typename: 'Campaign', id: '1', url: 'tarot-des-marees', title: CAMPAIGN.title },
  });
  await signIn(page, await createAccount('orders'));
  await answerOperation(page, 'AccountOrders', {
    data: {
      viewer: {
        __typename: 'User',
        id: 'orders-user',
        orders: [order('42', 'SHIPPED', 123450), order('41', 'CANCELED_BY_WEBHOOK', 4500)],
      },
    },
  });
  await page.goto('/account?tab=orders');
  const first = page.getByRole('article').first();
  await expect(first).toContainText(CAMPAIGN.title);
  await expect(first).toContainText('Expédiée');
  await expect(first).toContainText('Commande n° 42 du 20 novembre 2026 · 2 articles');
  await expect(first).toContainText(/Total : 1\s234,50\s€/);
  await expect(page.getByRole('article').nth(1)).toContainText('Annulée : paiement non abouti');
  await expect(page.getByRole('article').nth(1)).toContainText(/Total : 45,00\s€/);

  await page.goto('/en/account?tab=orders');
  await expect(page.getByRole('article').first()).toContainText('Order no. 42 placed on 20 November 2026 · 2 items');
  await expect(page.getByRole('article').first()).toContainText('Total: €1,234.50');
  await expect(page.getByRole('article').first()).toContainText('Shipped');
});

test('a tab that cannot load says so and loads again on retry', async ({ page }) => {
  await signIn(page, await createAccount('retry'));
  await answerOperation(page, 'AccountOrders', {
    data: null,
    errors: [{ message: 'Service Unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
  });
  await page.getByRole('tab', { name: 'Commandes' }).click();
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('Impossible de charger ces informations pour le moment.');
  await page.unrouteAll();
  await failure.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText('Aucune commande pour l’instant')).toBeVisible();
});

test('a tab whose code does not arrive shows the error page in the shopper’s language, and trying again loads it', async ({
  page,
}) => {
  await signIn(page, await createAccount('offline'));
  for (const [path, tab, text] of [
    [
      '/account',
      'Commandes',
      {
        heading: 'Cette page n’a pas pu s’afficher',
        retry: 'Réessayer',
        empty: 'Aucune commande pour l’instant',
        profile: 'Langue préférée',
      },
    ],
    [
      '/en/account',
      'Favorites',
      {
        heading: 'This page couldn’t be shown',
        retry: 'Try again',
        empty: 'No favorites yet',
        profile: 'Preferred language',
      },
    ],
  ] as const) {
    await page.goto(path);
    // All the page's own code has arrived (the other tabs' is fetched when asked for): the shell's
    // signed-in parts, loaded once the session is known, and the profile tab's form, shown once
    // the browser's GraphQL client has answered its query...
    await expect(accountButton(page)).toBeVisible();
    await expect(basketLink(page)).toBeVisible();
    await expect(page.getByLabel(text.profile)).toBeVisible();
    // ...when the connection drops: no further code reaches the page.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('tab', { name: tab }).click();

    const heading = page.getByRole('heading', { level: 1, name: text.heading });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await expect(heading).toBeFocused();
    // The shell still works around the message; a failure in the browser has no server reference.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Référence|reference/);

    await page.unrouteAll();
    await page.getByRole('button', { name: text.retry }).click();
    await expect(page.getByRole('tabpanel')).toContainText(text.empty, { timeout: 15_000 });
  }
});

test('the language chosen in the profile follows the user to a new browser', async ({ page, browser, baseURL }) => {
  const account = await createAccount('language');
  await signIn(page, account);
  const language = section(page, 'Langue');
  await language.getByLabel('Langue préférée').selectOption('en');
  await language.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL('/en/account?tab=profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');

  const elsewhere = await freshContext(browser, baseURL!);
  const other = await elsewhere.newPage();
  await signIn(other, account, null);
  await expect(other).toHaveURL('/en');
  await elsewhere.close();
});

test('the password and the e-mail change after the current password, and the session goes on', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createAccount('credentials');
  await signIn(page, account);
  const newPassword = 'battery-staple-77';
  const password = section(page, 'Mot de passe');
  await password.getByLabel('Mot de passe actuel').fill('not-my-password');
  await password.getByLabel('Nouveau mot de passe').fill(newPassword);
  await password.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(password.getByText('Ce n’est pas votre mot de passe actuel.')).toBeVisible();
  await password.getByLabel('Mot de passe actuel').fill(account.password);
  await password.getByRole('button', { name: 'Changer de mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe est changé.')).toBeVisible();

  const newEmail = account.email.replace('@', '.new@');
  const email = section(page, 'Adresse e-mail');
  await email.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await email.getByLabel('Mot de passe actuel').fill(newPassword);
  await email.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(page.getByText(`connectez-vous désormais avec ${newEmail}`)).toBeVisible();

  // The session holds the new tokens: still signed in after a reload, with the new e-mail recorded.
  await page.reload();
  await expect(section(page, 'Photo de profil')).toContainText(newEmail);

  const elsewhere = await freshContext(browser, baseURL!);
  const other = await elsewhere.newPage();
  await signIn(other, { email: newEmail, password: newPassword });
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  await elsewhere.close();
});

test('an account signed in with Google gets no password forms, only where to manage them', async ({
  page,
  context,
}) => {
  await serveGapiLocally(context);
  await page.goto('/login?callbackUrl=%2Faccount');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continuer avec Google' }).click(),
  ]);
  // The emulator's own identity-provider page, standing in for Google's.
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(uniqueEmail('google'));
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL('/account');
  await expect(section(page, 'Connexion')).toContainText('Vous vous connectez avec Google');
  await expect(section(page, 'Mot de passe')).toHaveCount(0);
  await expect(section(page, 'Adresse e-mail')).toHaveCount(0);
});

test('the Discord code links the account, and a refused code is marked on its field', async ({ page }) => {
  await signIn(page, await createAccount('discord'));
  const discord = section(page, 'Communauté Discord');
  await expect(discord.getByRole('status')).toHaveText('Votre compte n’est pas relié à Discord.');
  const code = discord.getByRole('textbox', { name: 'Code donné par le bot' });
  await code.fill('abc');
  await discord.getByRole('button', { name: 'Relier mon compte' }).click();
  await expect(discord).toContainText('Le code compte 6 à 12 lettres majuscules et chiffres');

  // No bot here: the API's two answers are played back (an expired code, then a good one).
  let attempts = 0;
  await page.route(GRAPHQL_ROUTE, async (route) => {
    if (operationNameOf(route.request()) !== 'LinkDiscord') return route.fallback();
    attempts += 1;
    await route.fulfill({
      json:
        attempts === 1
          ? {
              data: null,
              errors: [
                {
                  message: 'Validation Error: unknown or expired code',
                  extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'code', message: 'unknown or expired' }] },
                },
              ],
            }
          : { data: { linkDiscord: { __typename: 'DiscordStatus', connected: true, username: 'camille_lune' } } },
    });
  });
  await code.fill('k7q2m9x4');
  await discord.getByRole('button', { name: 'Relier mon compte' }).click();
  await expect(discord.getByText('Cette valeur n’est pas acceptée : vérifiez-la.')).toBeVisible();
  await code.fill('K7Q2M9X5');
  await discord.getByRole('button', { name: 'Relier mon compte' }).click();
  await expect(page.getByText('Votre compte est relié à Discord.')).toBeVisible();
  await expect(discord.getByRole('status')).toHaveText('Relié au compte Discord camille_lune.');
  await expect(code).toHaveValue('');
});

test('deleting the account signs out, and the account can no longer sign in', async ({ page }) => {
  const account = await createAccount('delete');
  await signIn(page, account);
  await section(page, 'Supprimer mon compte').getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();

  await submitLogin(page, account);
  // (Next's route announcer is an alert too: the form's is in the main content.)
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the account tabs have no serious or critical accessibility violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, await createAccount('axe'));
    for (const tab of ['Profil', 'Commandes', 'Favoris']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').locator('.MuiSkeleton-root')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${tab} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(blocking).toEqual([]);
    }
  });
}
