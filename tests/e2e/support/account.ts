import type { Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { createIdentity, emulatorReady, PASSWORD, uniqueEmail } from './identity';

export interface Account {
  email: string;
  password: string;
}

/** An e-mail and password identity made straight on the emulator; its user record comes at first sign-in. */
export async function createAccount(label = 'account'): Promise<Account> {
  const account = { email: uniqueEmail(label), password: PASSWORD };
  await emulatorReady();
  await createIdentity(account.email, account.password);
  return account;
}

/** The sign-in form's labels in each language of the shop. */
const LOGIN_LABELS = {
  fr: { prefix: '', email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
  en: { prefix: '/en', email: 'Email address', password: 'Password', submit: 'Sign in' },
} as const;

/**
 * Fills and sends the /login form of `lang`, asking to come back to `callbackPath`. A first sign-in
 * makes the user record in that language, which the user's e-mails are then written in.
 */
export async function submitLogin(
  page: Page,
  { email, password }: Account,
  callbackPath?: string,
  lang: keyof typeof LOGIN_LABELS = 'fr',
) {
  const labels = LOGIN_LABELS[lang];
  const login = `${labels.prefix}/login`;
  await page.goto(callbackPath ? `${login}?callbackUrl=${encodeURIComponent(callbackPath)}` : login);
  // By role: a required field's label also holds its asterisk, which its accessible name leaves out.
  await page.getByRole('textbox', { name: labels.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Signs in through the real /login form and waits to be sent on (by default to the account page; null: home). */
export async function signIn(
  page: Page,
  account: Account,
  callbackPath: string | null = '/account',
  lang: keyof typeof LOGIN_LABELS = 'fr',
) {
  await submitLogin(page, account, callbackPath ?? undefined, lang);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** The signed-in user's avatar in the top bar. */
export const topBarAvatar = (page: Page) =>
  page.getByRole('button', { name: /^(Mon compte|My account)/ }).locator('img');

/** A real PNG of `size` × `size` pixels in one colour, made here rather than kept as a fixture file. */
export function png(size = 32, [red, green, blue] = [243, 163, 157]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
