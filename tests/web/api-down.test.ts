import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { freePort } from '../support/net.js';
import { webServers } from '../support/web-server.js';

// The built web app (`npm run build`) in front of a GraphQL API that accepts connections and never
// answers, as a stuck process does, and a real browser: a page the cache cannot serve must give up
// after GRAPHQL_RENDER_TIMEOUT_MS and tell the shopper, in their language, instead of hanging for
// undici's 5 minutes. Jest's 30 s per test is the bound. The first page is the first request of
// the server, when a garbage collection used to lose the time-out (web/src/http/fetchWithin.ts):
// two runs in five hung before that.
const servers = webServers();
const held = new Set<Socket>();
const stuckApi = createServer((socket) => {
  held.add(socket);
  socket.on('close', () => held.delete(socket));
});
let web: string;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  await new Promise<void>((resolve) => stuckApi.listen(port, '127.0.0.1', resolve));
  [web, browser] = await Promise.all([
    servers.start({ GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`, GRAPHQL_RENDER_TIMEOUT_MS: '1500' }),
    chromium.launch(chromiumLaunchOptions),
  ]);
}, HOOK_TIMEOUT);

afterAll(async () => {
  await browser?.close();
  await servers.stopAll();
  held.forEach((socket) => socket.destroy());
  stuckApi.close();
}, HOOK_TIMEOUT);

/** A visit without the cookie banner, which would cover the page on a phone. */
async function visit(path: string): Promise<{ page: Page; status: number | undefined }> {
  const context = await browser.newContext({ baseURL: web });
  await context.addCookies([{ name: 'localConsent', value: 'false', url: web }]);
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status() };
}

describe('a page whose API does not answer (needs the built web app)', () => {
  it.each([
    [
      '/campaigns?q=lune',
      'fr',
      'Cette page n’a pas pu s’afficher',
      'Réessayer',
      /Référence de l’incident : (\w+)/,
      'Retour à l’accueil',
      '/',
    ],
    [
      '/en/campaigns?q=lune',
      'en',
      'This page couldn’t be shown',
      'Try again',
      /Incident reference: (\w+)/,
      'Back to the home page',
      '/en',
    ],
  ])(
    '%s answers 500 and shows the error message in its language, with the shell, a reference and the way home',
    async (path, lang, title, retry, reference, home, homePath) => {
      const { page, status } = await visit(path);
      expect(status).toBe(500);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.getByRole('button', { name: retry }).isVisible()).toBe(true);
      // The reference the shopper may quote finds the failure in the web's log.
      const [, quoted] = (await page.getByRole('main').textContent())!.match(reference)!;
      expect(servers.logLines).toContainEqual(
        expect.objectContaining({ level: 50, msg: 'request failed', digest: quoted, path }),
      );
      expect(await page.getByRole('main').getByRole('link', { name: home }).getAttribute('href')).toBe(homePath);
      // The site's shell still works around the message: search, the menu, the footer's links.
      expect(await page.getByRole('search').isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await page.context().close();
    },
  );
});
