import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** The Auth emulator of the stack playwright.config.ts starts (it sets E2E_AUTH_EMULATOR). */
export const EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9499';
const PROJECT_ID = 'demo-storefront';
const API_KEY = 'demo-api-key';

let counter = 0;
/** An e-mail address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export const PASSWORD = 'correct-horse-42';

/** Waits for the emulator, which starts beside the web app and may be a few seconds behind it. */
export async function emulatorReady(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${EMULATOR}/`).catch(() => undefined))?.ok ?? false, { timeout: 60_000 })
    .toBe(true);
}

/** Creates an e-mail and password identity straight on the emulator (no backend user yet). */
export async function createIdentity(email: string, password = PASSWORD): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string };
  expect(response.ok, JSON.stringify(body)).toBe(true);
  return { uid: body.localId, idToken: body.idToken };
}

/** The latest out-of-band link the emulator "sent" to `email` (sign-in links, password resets). */
export async function latestOobLink(email: string, requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      link = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs in through the real /login form (French unless `prefix` is '/en'). */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD, prefix = '') {
  await page.goto(`${prefix}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** The avatar button of the signed-in user area. */
export const accountButton = (page: Page) => page.getByRole('button', { name: /Mon compte|My account/ });
/** The login button of the signed-out user area. */
export const loginButton = (page: Page) => page.getByRole('link', { name: /^(Se connecter|Sign in)$/ }).first();

const GAPI_SHIM = fileURLToPath(new URL('./gapi-iframes-shim.js', import.meta.url));

/**
 * Firebase's popup sign-in loads Google's gapi script from the Internet, which this machine
 * cannot reach: serve the local stand-in instead (see gapi-iframes-shim.js). Its style sheets and
 * fonts are left out.
 */
export async function serveGapiLocally(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ path: GAPI_SHIM, contentType: 'text/javascript' }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}

/** A second browser, as another device of the same shopper: cookies already answered (refused). */
export async function otherBrowser(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'localConsent', value: 'false', url: baseURL }]);
  return context;
}
