import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { fieldsOf, restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  newCustomer,
  ongoingPacks,
  signedEvent,
  stockLeftOf,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const RETURN_URL = 'http://localhost:3000/checkout/done';

describe.each(BACKENDS)('payment webhooks and the test wallet on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  let alice: TestIdentity;
  let pack: ShopPack;

  const walletOrder = async () => {
    await basketReady(call, alice, pack, 2);
    const created = await createOrder(call, alice, pack.campaign_id, {
      payment_method: 'WALLET',
      return_url: RETURN_URL,
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const paymentOf = async (orderId: number) =>
    (
      await api.db.query<{ payment_id: string; provider_ref: string }>(
        'SELECT payment_id, provider_ref FROM payments WHERE order_id = $1',
        [orderId],
      )
    )[0]!;
  const postWebhook = (body: string, signature?: string) =>
    fetch(`${api.url}/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'payment-signature': signature }),
      },
      body,
    });
  const orderOf = async (orderId: number) => (await call('GET', `/order/${orderId}`, { as: alice })).body;
  const decide = (approvalUrl: string, decision: string) =>
    fetch(approvalUrl.replace('http://localhost:4100', api.url).split('?')[0]!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision, lang: 'en' }),
      redirect: 'manual',
    });

  beforeAll(async () => {
    api = await startRestApi(backend);
    alice = await newCustomer(call, 'alice', 'Alice');
    pack = (await ongoingPacks(api.db, true))[1]!;
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('gives a wallet order an approval page in the asked language, and refuses foreign return addresses', async () => {
    await basketReady(call, alice, pack);
    for (const [extra, message] of [
      [{}, /required/],
      [{ return_url: 'https://evil.example/steal' }, /origins/],
      [{ return_url: 'not a url' }, /./],
    ] as const) {
      const refused = await createOrder(call, alice, pack.campaign_id, { payment_method: 'WALLET', ...extra });
      expect(refused.status).toBe(422);
      expect(fieldsOf(refused.body)).toEqual(['body.return_url']);
      expect(refused.body.errors[0].message).toMatch(message);
    }
    const order = await walletOrder();
    expect(order.payment_url).toMatch(
      /^http:\/\/localhost:4100\/payments\/test\/wallet\/tp_[A-Za-z0-9_-]{22}\?lang=fr$/,
    );
    const local = order.payment_url.replace('http://localhost:4100', api.url);
    const french = await fetch(local);
    expect(french.status).toBe(200);
    expect(french.headers.get('content-type')).toMatch(/text\/html/);
    expect(french.headers.get('x-frame-options')).toBe('DENY');
    const html = await french.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Approuver le paiement');
    expect(html).toContain(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(order.total_amount / 100),
    );
    const english = await (await fetch(local.replace('lang=fr', 'lang=en'))).text();
    expect(english).toContain('Approve the payment');
    expect((await fetch(`${api.url}/payments/test/wallet/tp_unknown`)).status).toBe(404);
  });

  it('approves a wallet payment: the buyer goes back to the web and the order is CONFIRMED', async () => {
    const order = await walletOrder();
    const approved = await decide(order.payment_url, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({ order_id: String(order.order_id), payment: 'approved' });
    // The provider's webhook comes out of band, a moment after the buyer is sent back.
    await eventually(async () => expect((await orderOf(order.order_id)).status).toBe('CONFIRMED'));
    const confirmed = await orderOf(order.order_id);
    expect(confirmed.payment_url).toBeNull();
    expect((await decide(order.payment_url, 'cancel')).status).toBe(409);
  });

  it('cancels a wallet payment: CANCELED_BY_WEBHOOK and the stock comes back', async () => {
    const before = await stockLeftOf(api.db, pack.pack_id);
    const order = await walletOrder();
    const canceled = await decide(order.payment_url, 'cancel');
    expect(canceled.status).toBe(303);
    expect(new URL(canceled.headers.get('location')!).searchParams.get('payment')).toBe('canceled');
    await eventually(async () =>
      expect((await orderOf(order.order_id)).history.at(-1)).toMatchObject({
        status: 'CANCELED_BY_WEBHOOK',
        reason: 'wallet_canceled',
      }),
    );
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before);
  });

  it('pays a card order whose card was declined with the wallet: the same order, its stock held once', async () => {
    const before = await stockLeftOf(api.db, pack.pack_id);
    await basketReady(call, alice, pack, 2);
    const order = (await createOrder(call, alice, pack.campaign_id)).body;
    expect(order.payment_method).toBe('CARD');
    const declined = await call('POST', '/order/pay', {
      as: alice,
      json: { order_id: order.order_id, card: CARDS.declined },
    });
    expect(declined.body.status).toBe('WAITING');
    const wallet = (returnUrl: string, orderId = order.order_id, as = alice) =>
      call('POST', '/order/wallet', { as, json: { order_id: orderId, return_url: returnUrl } });

    const foreign = await wallet('https://evil.example/steal');
    expect(foreign.status).toBe(422);
    expect(fieldsOf(foreign.body)).toEqual(['body.return_url']);
    const bob = await newCustomer(call, 'bob-wallet');
    expect((await wallet(RETURN_URL, order.order_id, bob)).status).toBe(404);

    const switched = await wallet(RETURN_URL);
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ order_id: order.order_id, status: 'WAITING', payment_method: 'WALLET' });
    expect(switched.body.payment_url).toMatch(/\/payments\/test\/wallet\/tp_/);
    // Asked again (a double click, a lost answer): the same approval page, no second payment.
    expect((await wallet(RETURN_URL)).body.payment_url).toBe(switched.body.payment_url);
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before === null ? null : before - 2);

    expect((await decide(switched.body.payment_url, 'approve')).status).toBe(303);
    await eventually(async () => expect((await orderOf(order.order_id)).status).toBe('CONFIRMED'));
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(before === null ? null : before - 2);
    const paid = await wallet(RETURN_URL);
    expect(paid.status).toBe(422);
    expect(fieldsOf(paid.body)).toEqual(['body.order_id']);
  });

  it('refuses unsigned, forged and stale events, and applies a replayed one once', async () => {
    const order = await walletOrder();
    const payment = await paymentOf(order.order_id);
    const event = {
      id: `evt_${order.order_id}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { payment_id: payment.payment_id, provider_ref: payment.provider_ref },
    };
    const { body, signature } = signedEvent(event);
    expect((await postWebhook(body)).status).toBe(400);
    expect((await postWebhook(body, 'v1=abc')).status).toBe(400);
    expect((await postWebhook(body, signedEvent(event, new Date(), 'another-secret').signature)).status).toBe(401);
    const tampered = body.replace('payment.succeeded', 'payment.declined');
    expect((await postWebhook(tampered, signature)).status).toBe(401);
    const stale = signedEvent(event, new Date(Date.now() - 10 * 60_000));
    expect((await postWebhook(stale.body, stale.signature)).status).toBe(400);
    expect((await orderOf(order.order_id)).status).toBe('WAITING');

    const first = await postWebhook(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const confirmed = await orderOf(order.order_id);
    expect(confirmed.status).toBe('CONFIRMED');
    const replay = await postWebhook(body, signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await orderOf(order.order_id)).toEqual(confirmed);
    // A later decline of the same payment cannot undo a confirmed order.
    const late = signedEvent({ ...event, id: `${event.id}-late`, type: 'payment.declined' });
    expect((await postWebhook(late.body, late.signature)).status).toBe(200);
    expect((await orderOf(order.order_id)).status).toBe('CONFIRMED');
    const unknown = signedEvent({
      ...event,
      id: 'evt_unknown',
      data: { payment_id: 'A'.repeat(22), provider_ref: 'tp_x' },
    });
    expect((await postWebhook(unknown.body, unknown.signature)).status).toBe(404);
    const malformed = signedEvent({ ...event, id: 'evt_bad', type: 'payment.lost' });
    expect((await postWebhook(malformed.body, malformed.signature)).status).toBe(422);
  });

  it('refunds a payment that succeeds after its order stopped waiting', async () => {
    const order = await walletOrder();
    await call('POST', `/order/cancel?order_id=${order.order_id}`, { as: alice });
    const approved = await decide(order.payment_url, 'approve');
    expect(approved.status).toBe(303);
    const paymentStatus = async () =>
      (await api.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [order.order_id]))[0]
        ?.status;
    await eventually(async () => expect(await paymentStatus()).toBe('REFUNDED'));
    const refunded = await orderOf(order.order_id);
    expect(refunded.status).toBe('CANCELED_BY_USER');
    expect(refunded.history.at(-1)).toMatchObject({ status: 'CANCELED_BY_USER', reason: 'REFUNDED' });
  });
});
