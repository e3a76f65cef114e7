import { expect, test } from './support/fixtures';
import { createAccount, signIn } from './support/account';
import { acceptCookies, addPack, CARDS, payWithCard, prepareCheckout, submitCard, TAROT } from './support/basket';

// A journey through several pages and a payment, then the e-mail's way through the job worker.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

interface CaughtEmail {
  subject: string;
  to: { address: string }[];
  text?: string;
  headers: Record<string, string>;
}

/** What the mail catcher of `npm start` (MailDev) received for `address`, read from its REST API. */
async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const answer = await fetch(`${process.env.E2E_MAILDEV}/api/email`);
  const emails = (await answer.json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((to) => to.address === address));
}

test(
  'a paid order sends its receipt, in French, to the mail catcher npm start runs',
  { tag: '@any-viewport' },
  async ({ page }) => {
    const account = await createAccount('receipt');
    await signIn(page, account, '/basket');
    await page.goto(TAROT.path);
    await addPack(page, TAROT.duo, ['Anglais']);
    await prepareCheckout(page);
    await payWithCard(page, CARDS.ok);
    const orderId = page.url().split('/').pop()!;

    await expect.poll(async () => (await emailsTo(account.email)).length, { timeout: 20_000 }).toBe(1);
    const [receipt] = await emailsTo(account.email);
    expect(receipt!.subject).toBe(`Votre commande n° ${orderId} est confirmée`);
    expect(receipt!.headers['content-language']).toBe('fr');
    expect(receipt!.text).toContain(TAROT.duo);
    expect(receipt!.text).toContain('Langue du guide : Anglais');
    expect(receipt!.text).toContain('12 rue des Lilas');
    expect(receipt!.text).toContain(`/orders/${orderId}`);
  },
);

test('a shopper who signed up in English gets the receipt in English', { tag: '@any-viewport' }, async ({ page }) => {
  const account = await createAccount('receipt-en');
  await signIn(page, account, '/en/basket', 'en');
  await page.goto(`/en${TAROT.path}`);
  const card = page.locator('article', { has: page.getByRole('heading', { name: 'Tidal duo', exact: true }) });
  await card.getByRole('button', { name: 'English', exact: true }).click();
  await card.getByRole('button', { name: 'Add to basket' }).click();
  await expect(card.getByRole('status')).toContainText('Added to your basket.');
  await prepareCheckout(page, 'en');
  await submitCard(page, CARDS.ok, 'en');
  await expect(page).toHaveURL(/\/en\/orders\/[^/]+$/, { timeout: 15_000 });
  const orderId = page.url().split('/').pop()!;

  await expect.poll(async () => (await emailsTo(account.email)).length, { timeout: 20_000 }).toBe(1);
  const [receipt] = await emailsTo(account.email);
  expect(receipt!.subject).toBe(`Your order no. ${orderId} is confirmed`);
  expect(receipt!.headers['content-language']).toBe('en');
  expect(receipt!.text).toContain('Tidal duo');
  expect(receipt!.text).toContain('Guide language: English');
  expect(receipt!.text).toContain('€');
  expect(receipt!.text).toContain(`/en/orders/${orderId}`);
});
