import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  accountButton,
  createIdentity,
  emulatorReady,
  latestOobLink,
  loginButton,
  otherBrowser,
  PASSWORD,
  serveGapiLocally,
  signInWithPassword,
  uniqueEmail,
} from './support/identity';

test.beforeAll(emulatorReady);

// The cookie popup would cover the forms on a phone: these tests start with cookies refused.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL! }]);
});

test('a visitor registers, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel(/Adresse e-mail/).fill(email);
  await page.getByLabel(/Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/');
  await expect(accountButton(page)).toHaveAccessibleName('Mon compte (Camille)');

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(loginButton(page)).toBeVisible();

  await signInWithPassword(page, email);
  await expect(page).toHaveURL('/');
  await expect(accountButton(page)).toHaveAccessibleName('Mon compte (Camille)');
});

test('registering with an e-mail already in use, and a wrong password, say so in the page language', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await createIdentity(email);
  await page.goto('/en/register');
  await page.getByLabel(/Email address/).fill(email);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'An account already exists with this email. Please sign in instead.',
  );

  await signInWithPassword(page, email, 'not-the-password', '/en');
  await expect(page.locator('main').getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(loginButton(page)).toBeVisible();
});

test('the forms check their fields before calling the identity service', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/Adresse e-mail/).fill('not-an-email');
  await page.getByLabel(/Mot de passe/).fill('short');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Cette adresse e-mail ne semble pas valide (exemple : nom@domaine.fr).')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit faire au moins 8 caractères.')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

// The sign-in pages render per request: a form streamed after the shell could be left in the page
// as a hidden second copy when React rendered its boundary in the browser first (decision 0020).
test('the sign-in forms come with the page itself, once', async ({ page, request }) => {
  for (const path of ['/register', '/en/register', '/login']) {
    const html = await (await request.get(path)).text();
    const field = html.indexOf('name="email"');
    expect(field, path).toBeGreaterThan(-1);
    expect(field, `${path}: the form before the footer`).toBeLessThan(html.indexOf('<footer'));
  }
  await page.goto('/register');
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toBeVisible();
  await expect(page.locator('input[name="email"]')).toHaveCount(1);
});

// A phone's first sign-in: the forms are plain HTML and CSS, not MUI's fields, whose styling runtime
// (Emotion) was a third of these pages' JavaScript. Emotion writes a <style data-emotion> for every
// MUI component it draws, on the server as in the browser.
test('the sign-in pages draw their forms without a styling runtime', async ({ page }) => {
  for (const [path, email] of [
    ['/login', /Adresse e-mail/],
    ['/en/register', /Email address/],
    ['/login-by-email', null],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (email) {
      await page.getByLabel(email).fill('not-an-email');
      await page.locator('main form').getByRole('button').first().click();
      await expect(page.getByLabel(email)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(email)).toHaveAccessibleDescription(/./);
    }
    expect(await page.locator('style[data-emotion]').count(), path).toBe(0);
  }
});

test('the e-mail link signs in the browser that asked for it, back on the page that asked', async ({ page }) => {
  const email = uniqueEmail('link');
  await page.goto('/login?callbackUrl=%2Fhelp%2Ffaq');
  await page.getByLabel(/Adresse e-mail/).fill(email);
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByRole('status')).toContainText(`Un lien de connexion a été envoyé à ${email}`);
  expect(await page.evaluate(() => window.localStorage.getItem('emailForSignIn'))).toBe(email);

  await page.goto(await latestOobLink(email, 'EMAIL_SIGNIN'));
  // Checking the code with the identity service, opening the session and creating the user record
  // are five round trips: more than the default 5 s when CI's two cores also run the whole stack.
  await expect(page).toHaveURL('/help/faq', { timeout: 15_000 });
  await expect(accountButton(page)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('emailForSignIn'))).toBeNull();
});

test('an e-mail link opened in another browser asks for the address instead of failing', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('elsewhere');
  await page.goto('/en/login');
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  const link = await latestOobLink(email, 'EMAIL_SIGNIN');

  const other = await otherBrowser(browser, baseURL!);
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByText(/opened in a different browser/)).toBeVisible();
  await elsewhere.getByLabel(/Email address/).fill(email);
  await elsewhere.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(elsewhere).toHaveURL('/en');
  await expect(accountButton(elsewhere)).toBeVisible();

  // The code served once: opening the link again explains it rather than failing silently.
  await elsewhere.goto(link);
  await elsewhere.getByLabel(/Email address/).fill(email);
  await elsewhere.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(elsewhere.locator('main').getByRole('alert')).toContainText(/no longer valid|expired/);
  await other.close();
});

test('the federated popup signs in through the identity provider page', async ({ page, context }) => {
  await serveGapiLocally(context);
  await page.goto('/login');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continuer avec Google' }).click(),
  ]);
  // The emulator's own identity-provider page, standing in for Google's.
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(uniqueEmail('popup'));
  await popup.locator('#display-name-input').fill('Dominique Popup');
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL('/');
  await expect(accountButton(page)).toBeVisible();
});

test('signing out in one tab signs the other tabs out without a reload', async ({ page, context }) => {
  const email = uniqueEmail('tabs');
  await createIdentity(email);
  await signInWithPassword(page, email);
  await expect(accountButton(page)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/help/faq');
  await expect(accountButton(other)).toBeVisible();

  await accountButton(other).click();
  await other.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(loginButton(other)).toBeVisible();
  await expect(loginButton(page)).toBeVisible();
});

test('a visitor gets the cached page, signed out at hydration without a session request', async ({ page, request }) => {
  // The server's HTML is the same for everyone (decision 0017): no account, and both "Sign in" and
  // the placeholder, which the session hint picks between (page-cache.spec.ts checks which shows).
  const html = await (await request.get('/campaign/tarot-des-marees')).text();
  expect(html).toContain('href="/login"');
  expect(html).toContain('data-testid="user-area-loading"');
  expect(html).not.toContain('aria-label="Mon compte');

  const sessionRequests: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/auth/session') && sessionRequests.push(sent.url()));
  await page.goto('/campaign/tarot-des-marees');
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'J’aime (connectez-vous)' })).toHaveAttribute(
    'href',
    `/login?callbackUrl=${encodeURIComponent('/campaign/tarot-des-marees')}`,
  );
  await page.waitForLoadState('networkidle');
  expect(sessionRequests).toEqual([]);
});

test('signing in in one tab signs in the tabs a visitor had open, without a reload', async ({ page, context }) => {
  const email = uniqueEmail('visitor-tabs');
  await createIdentity(email);
  await page.goto('/help/faq');
  await expect(loginButton(page)).toBeVisible();

  const other = await context.newPage();
  await signInWithPassword(other, email);
  await expect(accountButton(other)).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
});

test('the language chosen while signed in follows the user into a fresh browser', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('lang');
  await createIdentity(email);
  await signInWithPassword(page, email);
  await expect(accountButton(page)).toBeVisible();
  // The account button shows as soon as the session opens, while the sign-in page is still
  // redirecting home: switching language before that lands arrives on the sign-in page's twin.
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: /choisir la langue/ }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page).toHaveURL('/en');

  const fresh = await otherBrowser(browser, baseURL!);
  const elsewhere = await fresh.newPage();
  await signInWithPassword(elsewhere, email);
  await expect(elsewhere).toHaveURL('/en');
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'en');
  await fresh.close();
});

test('a page that needs a session sends a visitor to sign in, then back to it', async ({ page }) => {
  const email = uniqueEmail('required');
  await createIdentity(email);
  await page.goto('/en/account?tab=favorites');
  await expect(page).toHaveURL(/\/en\/login\?callbackUrl=.*%2Fen%2Faccount%3Ftab%3Dfavorites.*&error=SessionRequired/);
  await expect(page.getByText('Please sign in to see this page.')).toBeVisible();

  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/en/account?tab=favorites');
});

test('a callbackUrl on another site is never followed after sign-in', async ({ page }) => {
  const email = uniqueEmail('evil');
  await createIdentity(email);
  await page.goto(`/login?callbackUrl=${encodeURIComponent('https://evil.example/steal')}`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/');
  await expect(accountButton(page)).toBeVisible();
});

test.describe('session endpoints', () => {
  test('an unknown provider goes back to the sign-in page with its callbackUrl', async ({ request }) => {
    const response = await request.get('/api/auth/signin/nope?callbackUrl=%2Fhelp%2Ffaq', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    // Relative, as it came: signing in on any host name leads back to the page (issue 12).
    expect(response.headers().location).toMatch(/^\/login\?callbackUrl=%2Fhelp%2Ffaq(&|$)/);
  });

  test('a POST without the CSRF token opens no session', async ({ request }) => {
    const { idToken } = await createIdentity(uniqueEmail('csrf'));
    const response = await request.post('/api/auth/callback/firebase', {
      form: { idToken, refreshToken: 'whatever', json: 'true' },
    });
    // With json=true next-auth answers the redirect as { url } instead of a 302.
    expect((await response.json()).url).toContain('/api/auth/signin?csrf=true');
    expect(response.headers()['set-cookie'] ?? '').not.toContain('next-auth.session-token');
    expect(await (await request.get('/api/auth/session')).json()).toEqual({});
  });

  test('the credentials callback refuses a token the identity service did not sign for this project', async ({
    request,
  }) => {
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const forged = ['{"alg":"none","typ":"JWT"}', JSON.stringify({ sub: 'intruder', aud: 'another-project' })]
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.');
    const response = await request.post('/api/auth/callback/firebase', {
      form: { idToken: `${forged}.`, refreshToken: 'x', csrfToken, json: 'true' },
    });
    expect((await response.json()).url).toContain('error=CredentialsSignin');
    expect(await (await request.get('/api/auth/session')).json()).toEqual({});
  });

  test('sign-in answers keep the callbackUrl on this site', async ({ request, baseURL }) => {
    const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const email = uniqueEmail('callback');
    const { idToken } = await createIdentity(email);
    const response = await request.post('/api/auth/callback/firebase', {
      form: { idToken, refreshToken: 'x', csrfToken, json: 'true', callbackUrl: 'https://evil.example/' },
    });
    expect((await response.json()).url).toBe(`${baseURL}/`);
  });
});

test.describe('the login analytics event', () => {
  const loginEvents = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'login',
      ),
    );

  test('is sent once the shopper has accepted cookies', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL! }]);
    const email = uniqueEmail('analytics');
    await createIdentity(email);
    await page.goto('/login');
    // A client-side navigation after sign-in keeps the page, and its data layer, alive.
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(accountButton(page)).toBeVisible();
    expect(await loginEvents(page)).toEqual([{ event: 'login', method: 'password' }]);
  });

  test('is not sent when cookies were refused', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL! }]);
    const email = uniqueEmail('no-analytics');
    await createIdentity(email);
    await signInWithPassword(page, email);
    await expect(accountButton(page)).toBeVisible();
    expect(await loginEvents(page)).toEqual([]);
  });
});

// The identity SDK is not part of the sign-in page's first load: it comes when the shopper
// reaches for the form, by keyboard or by mouse, and the sign-in works the same either way.
test.describe('the sign-in form loads the identity service on first use', () => {
  const IDENTITY_SDK = '@firebase/auth';
  /** Whether a script holding the identity SDK has been downloaded so far. */
  function watchIdentitySdk(page: Page): () => boolean {
    let loaded = false;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes(IDENTITY_SDK)) loaded = true;
    });
    return () => loaded;
  }

  /** Presses Tab until `target` has the focus. */
  async function tabTo(page: Page, target: Locator) {
    for (let presses = 0; presses < 40; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
  }

  for (const { prefix, email: emailLabel, submit, home } of [
    { prefix: '', email: /Adresse e-mail/, submit: 'Se connecter', home: '/' },
    { prefix: '/en', email: /Email address/, submit: 'Sign in', home: '/en' },
  ]) {
    test(`by keyboard (${prefix || '/'})`, async ({ page }) => {
      const email = uniqueEmail('keyboard');
      await createIdentity(email);
      const sdkLoaded = watchIdentitySdk(page);
      await page.goto(`${prefix}/login`);
      await page.waitForLoadState('networkidle');
      expect(sdkLoaded()).toBe(false);

      // Tab through the page to the e-mail field, as a keyboard user does.
      const field = page.getByLabel(emailLabel);
      await tabTo(page, field);
      await expect(field).toBeFocused();
      await expect.poll(sdkLoaded).toBe(true);
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(home);
      await expect(accountButton(page)).toBeVisible();
    });

    test(`by mouse (${prefix || '/'})`, async ({ page }) => {
      const email = uniqueEmail('mouse');
      await createIdentity(email);
      const sdkLoaded = watchIdentitySdk(page);
      await page.goto(`${prefix}/login`);
      await page.waitForLoadState('networkidle');
      expect(sdkLoaded()).toBe(false);

      await page.getByLabel(emailLabel).click();
      await page.keyboard.type(email);
      await page.locator('input[type="password"]').click();
      await page.keyboard.type(PASSWORD);
      await page.locator('main').getByRole('button', { name: submit, exact: true }).click();

      await expect(page).toHaveURL(home);
      await expect(accountButton(page)).toBeVisible();
      expect(sdkLoaded()).toBe(true);
    });
  }
});
