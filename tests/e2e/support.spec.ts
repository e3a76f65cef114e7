import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A real 1x1 PNG, and bytes that only pretend to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FAKE_PNG = Buffer.from('MZ this is a program, not a picture');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'localConsent', value: 'true', url: baseURL! }]);
});

async function fillForm(page: Page) {
  await page.goto('/help/support');
  await page.getByLabel('Votre adresse e-mail').fill('camille@example.org');
  await page.getByLabel('Sujet').selectOption({ index: 1 });
  await page.getByLabel('Votre message').fill('Bonjour, je ne retrouve pas ma commande de la semaine dernière.');
}

test('a request with a valid attachment is sent and confirmed', async ({ page }) => {
  await fillForm(page);
  await page
    .locator('input[name="attachments"]')
    .setInputFiles({ name: 'capture.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('capture.png')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText(/Votre demande n° \d+ a bien été envoyée/)).toBeVisible();
});

test('a file of another type is refused in the browser, with the reason', async ({ page }) => {
  await fillForm(page);
  await page
    .locator('input[name="attachments"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('« notes.txt » n’est pas un PDF, un JPEG, un PNG ou un WebP.')).toBeVisible();
});

test('a file that only pretends to be a picture is refused by the server, and nothing typed is lost', async ({
  page,
}) => {
  await fillForm(page);
  await page
    .locator('input[name="attachments"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: FAKE_PNG });
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText(/a bien été envoyée/)).toBeHidden();
  await expect(page.locator('[id="attachments-error"]')).toBeVisible();
  await expect(page.getByLabel('Votre message')).toHaveValue(/je ne retrouve pas ma commande/);
  await expect(page.getByText('photo.png')).toBeVisible();
});

test('the form’s server action called with anything but the form answers without a server error', async ({
  page,
  request,
}) => {
  await fillForm(page);
  const call = page.waitForRequest((sent) => sent.method() === 'POST' && !!sent.headers()['next-action']);
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const action = await call;
  await expect(page.getByText(/Votre demande n° \d+ a bien été envoyée/)).toBeVisible();
  // The action's address and id are in the page for anyone to call, with any argument.
  for (const multipart of [{ 0: '["not a form"]' }, { 0: '[42, null]' }]) {
    const answer = await request.post(action.url(), {
      headers: { 'next-action': action.headers()['next-action']!, accept: 'text/x-component' },
      multipart,
    });
    expect(`${JSON.stringify(multipart)}: ${answer.status()}`).toBe(`${JSON.stringify(multipart)}: 200`);
    expect(await answer.text()).toContain('"status":"failed"');
  }
  // Arguments sent as text, as React sends anything but a form: a scanner's probe here.
  for (const data of ['[zxc]', '["not a form"]']) {
    const answer = await request.post(action.url(), {
      headers: { 'next-action': action.headers()['next-action']!, 'content-type': 'text/plain;charset=UTF-8' },
      data,
    });
    expect(`${data}: ${answer.status()}`).toBe(`${data}: 400`);
  }
});
