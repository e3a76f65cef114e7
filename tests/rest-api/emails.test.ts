import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { enqueueCampaignOutcomeEmails } from '../../rest-api/src/emails/outbox.js';
import { remindForgottenBaskets } from '../../rest-api/src/emails/sender.js';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { startMailCatcher, type CaughtEmail, type MailCatcher } from '../support/mail-catcher.js';
import { freePort } from '../support/net.js';
import { restCaller } from '../support/rest.js';
import { startRestApi, TEST_PAYMENT, type RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  newCustomer,
  ongoingPacks,
  testClock,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The transactional e-mails, end to end: the real rest-api (its routes, its job worker, its
 * outbox) sends through SMTP to MailDev, and each test reads what arrived from MailDev's REST API.
 */
describe.each(BACKENDS)('e-mails on %s', (backend) => {
  let api: RestApiUnderTest;
  let catcher: MailCatcher;
  const call = restCaller(() => api);
  const clock = testClock();
  let pack: ShopPack;
  let packLabels = { fr: '', en: '' };

  beforeAll(async () => {
    catcher = await startMailCatcher();
    api = await startRestApi(backend, {
      clock: clock.read,
      payment: { ...TEST_PAYMENT, settleWaitMs: 2000 },
      mail: { smtpUrl: catcher.smtpUrl },
    });
    pack = (await ongoingPacks(api.db, true))[0]!;
    [packLabels = packLabels] = await api.db.query<{ fr: string; en: string }>(
      "SELECT label->>'fr' AS fr, COALESCE(label->>'en', label->>'fr') AS en FROM packs WHERE pack_id = $1",
      [pack.pack_id],
    );
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await api?.close();
    await catcher?.stop();
  }, HOOK_TIMEOUT);
  beforeEach(() => catcher.clear(), HOOK_TIMEOUT);

  /** A signed-in customer whose profile language is `lang`. */
  const customer = async (name: string, lang: 'fr' | 'en') => {
    const identity = await newCustomer(call, name, name[0]!.toUpperCase() + name.slice(1));
    expect((await call('POST', `/users/lang?lang=${lang}`, { as: identity })).status).toBe(200);
    return identity;
  };
  const orderFor = async (as: TestIdentity, quantity = 2) => {
    await basketReady(call, as, pack, quantity);
    const created = await createOrder(call, as, pack.campaign_id);
    expect(created.status).toBe(201);
    return created.body.order_id as number;
  };
  const pay = (as: TestIdentity, orderId: number, card = CARDS.ok) =>
    call('POST', '/order/pay', { as, json: { order_id: orderId, card } });
  const statusOf = async (as: TestIdentity, orderId: number) =>
    (await call('GET', `/order/${orderId}`, { as })).body.status as string;
  const outbox = (userEmail: string) =>
    api.db.query<{ kind: string; sent_at: Date | null; message_id: string | null }>(
      'SELECT kind, sent_at, message_id FROM email_outbox WHERE recipient = $1 ORDER BY email_id',
      [userEmail],
    );
  const subjects = (emails: CaughtEmail[]) => emails.map((email) => email.subject);

  it('sends an English receipt to an English-speaking buyer: lines, options, delivery and totals, HTML and plain text', async () => {
    const sam = await customer('sam', 'en');
    const orderId = await orderFor(sam);
    expect((await pay(sam, orderId)).status).toBe(200);
    const [receipt] = await catcher.waitFor(sam.email);
    expect(receipt!.subject).toBe(`Your order no. ${orderId} is confirmed`);
    expect(receipt!.to).toEqual([{ address: sam.email, name: '' }]);
    expect(receipt!.headers['content-language']).toBe('en');
    expect(receipt!.html).toMatch(/<html [^>]*lang="en"/);
    const text = receipt!.text!;
    expect(text).toContain('Hello Sam,');
    expect(text).toContain(packLabels.en);
    expect(text).toContain(`Quantity: 2 × €${(pack.price / 100).toFixed(2)}`);
    expect(text).toMatch(/Delivery\s+€4\.90/);
    expect(text).toMatch(new RegExp(`Total\\s+€${((2 * pack.price + 490) / 100).toFixed(2).replace('.', '\\.')}`));
    expect(text).toContain(`http://localhost:3000/en/orders/${orderId}`);
    // The options chosen, by their English labels.
    const [option] = await api.db.query<{ label: string; value: string }>(
      `SELECT COALESCE(o.label->>'en', o.label->>'fr') AS label, COALESCE(v.label->>'en', v.label->>'fr') AS value
       FROM pack_options o JOIN pack_option_values v USING (pack_option_id) WHERE o.pack_option_id = $1 AND v.pack_option_value_id = $2`,
      [pack.options[0]!.pack_option_id, pack.options[0]!.values[0]],
    );
    expect(text).toContain(`${option!.label}: ${option!.value}`);
    // The row is marked sent once the mail server has accepted the message, just after it arrived.
    await eventually(async () =>
      expect(await outbox(sam.email)).toEqual([
        { kind: 'ORDER_CONFIRMED', sent_at: expect.any(Date), message_id: receipt!.headers['message-id'] },
      ]),
    );
  });

  it('writes nothing for a declined card (the buyer tries another on the page), then a French receipt for the good one', async () => {
    const lea = await customer('lea', 'fr');
    const orderId = await orderFor(lea, 1);
    expect((await pay(lea, orderId, CARDS.declined)).body.status).toBe('WAITING');
    expect((await pay(lea, orderId)).body.status).toBe('CONFIRMED');
    const [email] = await catcher.waitFor(lea.email);
    expect(email!.subject).toBe(`Votre commande n° ${orderId} est confirmée`);
    expect(email!.headers['content-language']).toBe('fr');
    expect(email!.text).toContain(packLabels.fr);
    expect(email!.text).toContain(`http://localhost:3000/orders/${orderId}`);
    expect((await outbox(lea.email)).map(({ kind }) => kind)).toEqual(['ORDER_CONFIRMED']);
  });

  it('sends the cancellation, then the refund once the provider gave the money back', async () => {
    const sam = await customer('sam', 'en');
    const orderId = await orderFor(sam, 1);
    await pay(sam, orderId);
    await catcher.waitFor(sam.email, 1);
    expect((await call('POST', `/order/cancel?order_id=${orderId}`, { as: sam })).status).toBe(200);
    // Canceling again (a retried request) sends nothing more.
    expect((await call('POST', `/order/cancel?order_id=${orderId}`, { as: sam })).status).toBe(200);
    const emails = await catcher.waitFor(sam.email, 3);
    expect(subjects(emails)).toEqual([
      `Your order no. ${orderId} is confirmed`,
      `Your order no. ${orderId} is cancelled`,
      `Your order no. ${orderId} is refunded`,
    ]);
    expect(emails[2]!.text).toContain('refunded to the payment method you used');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await catcher.waitFor(sam.email)).toHaveLength(3);
  });

  it('tells the buyer their reservation expired (EXPIRED_RESERVATION) when the unpaid order is released', async () => {
    const lea = await customer('lea', 'fr');
    const orderId = await orderFor(lea, 1);
    clock.advance(31 * MINUTE);
    expect(await statusOf(lea, orderId)).toBe('CANCELED');
    const [email] = await catcher.waitFor(lea.email);
    expect(email!.subject).toBe(`Votre réservation (commande n° ${orderId}) a expiré`);
    expect(email!.text).toContain('n’a pas été payée dans les 30 minutes');
  });

  it('reminds a signed-in user of a basket untouched for 24 hours, once (FORGOTTEN_BASKET)', async () => {
    const sam = await customer('sam', 'en');
    await basketReady(call, sam, pack, 1);
    clock.advance(23 * HOUR);
    expect(await remindForgottenBaskets(api.db, clock.now)).toBe(0);
    clock.advance(2 * HOUR);
    expect(await remindForgottenBaskets(api.db, clock.now)).toBe(1);
    const [email] = await catcher.waitFor(sam.email);
    expect(email!.subject).toBe('Your basket is waiting for you');
    expect(email!.text).toContain(packLabels.en);
    expect(email!.text).toContain('http://localhost:3000/en/basket');
    // Once: later sweeps find it reminded already.
    clock.advance(HOUR);
    expect(await remindForgottenBaskets(api.db, clock.now)).toBe(0);
    // Touched again and forgotten again, it is a new basket to remind of.
    await basketReady(call, sam, pack, 1);
    clock.advance(25 * HOUR);
    expect(await remindForgottenBaskets(api.db, clock.now)).toBe(1);
    await catcher.waitFor(sam.email, 2);
  });

  it('tells each backer of a campaign its outcome once, with what they paid (the settlement job’s entry point)', async () => {
    const sam = await customer('sam', 'en');
    const lea = await customer('lea', 'fr');
    const samOrder = await orderFor(sam, 1);
    await pay(sam, samOrder);
    const leaOrder = await orderFor(lea, 2);
    await pay(lea, leaOrder);
    await catcher.waitFor(sam.email, 1);
    await catcher.waitFor(lea.email, 1);
    const written = await api.db.transaction((tx) =>
      enqueueCampaignOutcomeEmails(tx, pack.campaign_id, 'NOT_FUNDED', clock.now),
    );
    expect(written).toBeGreaterThanOrEqual(2);
    // Asked again (a settlement retried), nobody is told twice.
    expect(
      await api.db.transaction((tx) => enqueueCampaignOutcomeEmails(tx, pack.campaign_id, 'NOT_FUNDED', clock.now)),
    ).toBe(0);
    const [title] = await api.db.query<{ fr: string; en: string }>(
      "SELECT title->>'fr' AS fr, COALESCE(title->>'en', title->>'fr') AS en FROM campaigns WHERE campaign_id = $1",
      [pack.campaign_id],
    );
    const samMails = await catcher.waitFor(sam.email, 2);
    expect(samMails[1]!.subject).toBe(`“${title!.en}” was not funded: you have been refunded`);
    expect(samMails[1]!.text).toContain(`Amount refunded: €${(pack.price / 100 + 4.9).toFixed(2)}`);
    const leaMails = await catcher.waitFor(lea.email, 2);
    expect(leaMails[1]!.subject).toBe(`« ${title!.fr} » n’a pas été financée : vous êtes remboursé`);
  });

  it('writes no e-mail for a change that rolls back', async () => {
    const sam = await customer('sam', 'en');
    const orderId = await orderFor(sam, 1);
    await pay(sam, orderId);
    await catcher.waitFor(sam.email, 1);
    await expect(
      api.db.transaction(async (tx) => {
        await enqueueCampaignOutcomeEmails(tx, pack.campaign_id, 'FUNDED', clock.now);
        throw new Error('the settlement failed');
      }),
    ).rejects.toThrow('the settlement failed');
    expect((await outbox(sam.email)).map((row) => row.kind)).toEqual(['ORDER_CONFIRMED']);
  });
});

describe('e-mails while the SMTP server is down', () => {
  let api: RestApiUnderTest;
  let catcher: MailCatcher | undefined;
  const call = restCaller(() => api);
  const clock = testClock();
  let smtpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    api = await startRestApi('pglite', {
      clock: clock.read,
      mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
      jobs: { retryBaseMs: 1000, retryMaxMs: 4000 },
    });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await api?.close();
    await catcher?.stop();
  }, HOOK_TIMEOUT);

  it('retries with backoff and sends once the server is back', async () => {
    const pack = (await ongoingPacks(api.db, false))[0]!;
    const sam = await newCustomer(call, 'sam', 'Sam');
    await basketReady(call, sam, pack, 1);
    const created = await createOrder(call, sam, pack.campaign_id);
    await call('POST', '/order/pay', { as: sam, json: { order_id: created.body.order_id, card: CARDS.ok } });
    const job = () =>
      api.db.query<{ attempts: number; last_error: string | null; done_at: Date | null }>(
        "SELECT attempts, last_error, done_at FROM jobs WHERE kind = 'email.send'",
      );
    await eventually(async () => expect((await job())[0]?.last_error).toMatch(/ECONNREFUSED/));
    expect((await job())[0]!.done_at).toBeNull();
    catcher = await startMailCatcher({ smtpPort });
    // The next attempt is due after its backoff on the rest-api's clock.
    clock.advance(5000);
    const [email] = await catcher.waitFor(sam.email);
    expect(email!.subject).toBe(`Votre commande n° ${created.body.order_id} est confirmée`);
    expect((await job())[0]!.done_at).toEqual(expect.any(Date));
  });
});
