import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { codesOf, fieldsOf } from '../support/graphql-errors.js';
import { useStack } from '../support/stack.js';
import { ongoingPacks, setStockLeft, type ShopPack } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const BASKET = `id itemCount deliveryCountry deliveryPrice { cents } itemsAmount { cents currency } deliveryAmount { cents }
  totalAmount { cents } updatedAt expiresAt expired
  lines { id quantity unitPrice { cents } lineTotal { cents } addedAt updatedAt pack { id label(lang: EN) }
    options { option { id label(lang: EN) } value { id label(lang: EN) } } campaign { id url } }
  campaigns { campaign { id url } itemsAmount { cents } lines { id } }`;
const ORDER = `id status paymentMethod paymentUrl reservedUntil comment anonymous totalAmount { cents }
  history { status reason } items { quantity pack { id } }`;

describe('the basket and orders through GraphQL', () => {
  const stack = useStack();
  let alice: TestIdentity;
  let bob: TestIdentity;
  let optioned: ShopPack;
  let plain: ShopPack;
  const as = (identity: TestIdentity) => ({ token: identity.idToken });
  const gql = <T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    identity: TestIdentity | null = alice,
  ) => stack.gql.query<T>(query, variables, identity ? as(identity) : {});
  const options = (pack: ShopPack) =>
    pack.options.map((o) => ({ optionId: String(o.pack_option_id), valueId: String(o.values[0]) }));
  const item = (pack: ShopPack, quantity = 1) => ({
    campaignId: String(pack.campaign_id),
    packId: String(pack.pack_id),
    quantity,
    options: options(pack),
  });
  const add = (input: unknown, identity = alice) =>
    gql(`mutation($input: BasketItemInput!) { addToBasket(input: $input) { ${BASKET} } }`, { input }, identity);
  const empty = (identity = alice) => gql('mutation { emptyBasket { id itemCount } }', {}, identity);
  const delivery = (identity = alice) =>
    gql('mutation { setBasketDelivery(country: "FR", priceCents: 490) { deliveryAmount { cents } } }', {}, identity);

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createIdentity('alice'), createIdentity('bob')]);
    for (const identity of [alice, bob])
      await gql('mutation { createViewer(input: { firstName: "Ann" }) { id } }', {}, identity);
    optioned = (await ongoingPacks(stack.api.db, true))[0]!;
    plain = (await ongoingPacks(stack.api.db, false)).find((p) => p.campaign_id !== optioned.campaign_id)!;
    await setStockLeft(stack.api.db, optioned.pack_id, 40);
  }, HOOK_TIMEOUT);

  it('is null for a visitor, whose basket mutations ask to sign in', async () => {
    expect(await gql('{ basket { id } }', {}, null)).toEqual({ data: { basket: null } });
    const refused = await gql('mutation { emptyBasket { id } }', {}, null);
    expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
    const rates = await gql<any>(
      '{ deliveryRates { zones { countries price { cents } } restOfWorld { cents } unsupported } }',
      {},
      null,
    );
    expect(rates.data.deliveryRates.zones[0]).toEqual({ countries: ['FR', 'MC'], price: { cents: 490 } });
  });

  it('answers the whole basket, with a stable id, to every mutation', async () => {
    await empty();
    const first = await add(item(optioned, 2));
    expect(first.errors).toBeUndefined();
    const basket = first.data.addToBasket;
    expect(basket.id).toBe(alice.uid);
    expect(basket.lines).toHaveLength(1);
    const [line] = basket.lines;
    expect(line).toMatchObject({
      id: `${optioned.pack_id}:${optioned.options.map((o) => `${o.pack_option_id}-${o.values[0]}`).join(':')}`,
      quantity: 2,
      unitPrice: { cents: optioned.price },
      lineTotal: { cents: optioned.price * 2 },
      pack: { id: String(optioned.pack_id) },
      campaign: { id: String(optioned.campaign_id), url: optioned.campaign_url },
    });
    expect(line.options[0].option.id).toBe(String(optioned.options[0]!.pack_option_id));
    expect(line.options[0].value.label).toEqual(expect.any(String));
    const both = (await add(item(plain))).data.addToBasket;
    expect(both.campaigns.map((c: any) => [c.campaign.url, c.lines.length])).toEqual([
      [optioned.campaign_url, 1],
      [plain.campaign_url, 1],
    ]);
    expect(both.itemCount).toBe(3);
    expect(both.deliveryAmount).toBeNull();
    const priced = (await gql(`mutation { setBasketDelivery(country: "FR", priceCents: 490) { ${BASKET} } }`)).data
      .setBasketDelivery;
    expect(priced.deliveryAmount.cents).toBe(980);
    expect(priced.totalAmount.cents).toBe(optioned.price * 2 + plain.price + 980);
    const updated = await gql(
      `mutation($input: BasketItemUpdateInput!) { updateBasketItem(input: $input) { ${BASKET} } }`,
      {
        input: item(optioned, 5),
      },
    );
    expect(updated.data.updateBasketItem.lines[0].quantity).toBe(5);
    const oneLine = await gql(
      `mutation($c: ID!, $p: ID!, $o: [BasketOptionInput!]) { removeFromBasket(campaignId: $c, packId: $p, options: $o) { ${BASKET} } }`,
      { c: String(optioned.campaign_id), p: String(optioned.pack_id), o: options(optioned) },
    );
    expect(oneLine.data.removeFromBasket.lines.map((l: any) => l.pack.id)).toEqual([String(plain.pack_id)]);
    const campaign = await gql(`mutation($c: ID!) { removeFromBasket(campaignId: $c) { ${BASKET} } }`, {
      c: String(plain.campaign_id),
    });
    expect(campaign.data.removeFromBasket.lines).toEqual([]);
    expect((await gql(`{ basket { ${BASKET} } }`)).data.basket).toEqual(campaign.data.removeFromBasket);
  });

  it('passes the domain codes and names the arguments of refused values', async () => {
    await empty();
    const wrongPrice = await gql('mutation { setBasketDelivery(country: "FR", priceCents: 1) { id } }');
    expect(codesOf(wrongPrice)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(wrongPrice)).toEqual(['priceCents']);
    const incomplete = await add({ ...item(optioned), options: [] });
    expect(fieldsOf(incomplete)).toEqual(['input.options']);
    await setStockLeft(stack.api.db, optioned.pack_id, 1);
    try {
      const short = await add(item(optioned, 2));
      expect(codesOf(short)).toEqual(['OUT_OF_STOCK']);
      expect(fieldsOf(short)).toEqual(['input.quantity']);
    } finally {
      await setStockLeft(stack.api.db, optioned.pack_id, 40);
    }
    await add(item(plain));
    await stack.api.db.query("UPDATE campaigns SET end_at = now() - interval '1 minute' WHERE campaign_id = $1", [
      plain.campaign_id,
    ]);
    try {
      const closed = await gql('mutation($c: ID!) { checkBasket(campaignId: $c) { totalAmount { cents } } }', {
        c: String(plain.campaign_id),
      });
      expect(codesOf(closed)).toEqual(['CAMPAIGN_UNAVAILABLE']);
    } finally {
      await stack.api.db.query("UPDATE campaigns SET end_at = now() + interval '20 days' WHERE campaign_id = $1", [
        plain.campaign_id,
      ]);
    }
    await stack.api.db.query("UPDATE baskets SET updated_at = now() - interval '31 days'");
    const expired = await gql('mutation($c: ID!) { checkBasket(campaignId: $c) { totalAmount { cents } } }', {
      c: String(plain.campaign_id),
    });
    expect(codesOf(expired)).toEqual(['BASKET_EXPIRED']);
  });

  it("names a refusal about the basket's state by the Basket type's field", async () => {
    await empty(bob);
    await add(item(plain), bob);
    await stack.api.db.query('UPDATE baskets SET delivery_country = NULL, delivery_price_cents = NULL');
    const noCountry = await gql(
      'mutation($c: ID!, $k: ID!) { createOrder(campaignId: $c, idempotencyKey: $k, paymentMethod: CARD) { id } }',
      { c: String(plain.campaign_id), k: randomUUID() },
      bob,
    );
    expect(codesOf(noCountry)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(noCountry)).toEqual(['basket.deliveryCountry']);
    await empty(bob);
  });

  it('checks a campaign, answering the priced lines and the basket', async () => {
    await empty();
    await add(item(optioned, 2));
    await delivery();
    const checked = await gql(
      `mutation($c: ID!) { checkBasket(campaignId: $c) { campaign { url } items { quantity unitPrice { cents } pack { id } options { value { id } } }
        itemsAmount { cents } deliveryAmount { cents } totalAmount { cents } deliveryCountry basket { id itemCount } } }`,
      { c: String(optioned.campaign_id) },
    );
    expect(checked.errors).toBeUndefined();
    expect(checked.data.checkBasket).toMatchObject({
      campaign: { url: optioned.campaign_url },
      itemsAmount: { cents: optioned.price * 2 },
      deliveryAmount: { cents: 490 },
      totalAmount: { cents: optioned.price * 2 + 490 },
      deliveryCountry: 'FR',
      basket: { id: alice.uid, itemCount: 2 },
    });
  });

  it('prices an order through checkOrder (REST /order/check): writes nothing, refuses what createOrder would', async () => {
    await empty();
    await add(item(optioned, 2));
    await delivery();
    const check = (campaignId: string, identity: TestIdentity | null = alice) =>
      gql(
        `query($c: ID!) { checkOrder(campaignId: $c) { campaign { url } items { quantity pack { id } }
          itemsAmount { cents } deliveryAmount { cents } totalAmount { cents } basket { id itemCount } } }`,
        { c: campaignId },
        identity,
      );
    const ordersBefore = (await gql('{ viewer { orders { id } } }')).data.viewer.orders.length;
    const checked = await check(String(optioned.campaign_id));
    expect(checked.errors).toBeUndefined();
    expect(checked.data.checkOrder).toMatchObject({
      campaign: { url: optioned.campaign_url },
      items: [{ quantity: 2, pack: { id: String(optioned.pack_id) } }],
      itemsAmount: { cents: optioned.price * 2 },
      deliveryAmount: { cents: 490 },
      totalAmount: { cents: optioned.price * 2 + 490 },
      basket: { id: alice.uid, itemCount: 2 },
    });
    // Nothing reserved: the basket still holds its lines and no order exists.
    const after = (await gql('{ basket { itemCount } viewer { orders { id } } }')).data;
    expect(after.basket.itemCount).toBe(2);
    expect(after.viewer.orders).toHaveLength(ordersBefore);
    expect(codesOf(await check(String(optioned.campaign_id), null))).toEqual(['UNAUTHENTICATED']);
    const malformed = await check('not-an-id');
    expect(codesOf(malformed)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(malformed)).toEqual(['campaignId']);
    // A campaign with no line in the basket: the REST 422 on body.campaign_id, named as the argument.
    const absent = await check(String(plain.campaign_id));
    expect(codesOf(absent)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(absent)).toEqual(['campaignId']);
  });

  it('merges a local basket once, even from two tabs at the same time, and reports what did not fit', async () => {
    await empty();
    const mergeId = randomUUID();
    const merge = (id = mergeId, intoFilled?: boolean) =>
      gql(
        `mutation($id: ID!, $items: [BasketItemInput!]!, $intoFilled: Boolean) {
          mergeLocalBasket(mergeId: $id, items: $items, intoFilled: $intoFilled) {
            mergeId replayed kept outcomes { packId campaignId requested quantity result reason } basket { id itemCount } } }`,
        { id, intoFilled, items: [item(optioned, 2), { ...item(plain), options: [{ optionId: '1', valueId: '1' }] }] },
      );
    const [one, two] = await Promise.all([merge(), merge()]);
    const answers = [one!.data.mergeLocalBasket, two!.data.mergeLocalBasket];
    expect(answers.map((a: any) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0].outcomes).toEqual([
      {
        packId: String(optioned.pack_id),
        campaignId: String(optioned.campaign_id),
        requested: 2,
        quantity: 2,
        result: 'ADDED',
        reason: null,
      },
      {
        packId: String(plain.pack_id),
        campaignId: String(plain.campaign_id),
        requested: 1,
        quantity: 0,
        result: 'DROPPED',
        reason: 'OPTION_UNAVAILABLE',
      },
    ]);
    expect((await gql('{ basket { itemCount } }')).data.basket.itemCount).toBe(2);
    expect(answers.map((a: any) => a.kept)).toEqual([false, false]);
    // Another local basket, now that the account's has lines: they win, nothing is merged.
    const keptId = randomUUID();
    const kept = (await merge(keptId))!.data.mergeLocalBasket;
    expect(kept).toMatchObject({ replayed: false, kept: true, outcomes: [], basket: { itemCount: 2 } });
    // Unless the shopper asks for them to join the account's basket.
    const joined = (await merge(keptId, true))!.data.mergeLocalBasket;
    expect(joined).toMatchObject({ replayed: false, kept: false, basket: { itemCount: 4 } });
    expect(joined.outcomes.map((outcome: any) => outcome.result)).toEqual(['ADDED', 'DROPPED']);
  });

  it('orders, pays by card and cancels; another user sees none of it', async () => {
    await empty();
    await add(item(optioned, 1));
    await delivery();
    const key = randomUUID();
    const create = () =>
      gql(
        `mutation($c: ID!, $k: ID!) { createOrder(campaignId: $c, idempotencyKey: $k, paymentMethod: CARD) { ${ORDER} } }`,
        {
          c: String(optioned.campaign_id),
          k: key,
        },
      );
    const created = (await create()).data.createOrder;
    expect(created).toMatchObject({
      status: 'WAITING',
      paymentMethod: 'CARD',
      paymentUrl: null,
      history: [{ status: 'WAITING', reason: null }],
    });
    expect((await create()).data.createOrder.id).toBe(created.id);
    expect((await gql('{ basket { itemCount } }')).data.basket.itemCount).toBe(0);

    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
    const badCard = await gql('mutation($o: ID!, $card: CardInput!) { payOrder(orderId: $o, card: $card) { id } }', {
      o: created.id,
      card: { ...card, number: '4242 4242 4242 4243' },
    });
    expect(fieldsOf(badCard)).toEqual(['card.number']);
    const stranger = await gql(
      'mutation($o: ID!, $card: CardInput!) { payOrder(orderId: $o, card: $card) { id } }',
      { o: created.id, card },
      bob,
    );
    expect(codesOf(stranger)).toEqual(['NOT_FOUND']);
    expect((await gql('query($id: ID!) { order(id: $id) { id } }', { id: created.id }, bob)).data.order).toBeNull();

    const paid = await gql(`mutation($o: ID!, $card: CardInput!) { payOrder(orderId: $o, card: $card) { ${ORDER} } }`, {
      o: created.id,
      card,
    });
    expect(paid.data.payOrder.status).toBe('CONFIRMED');
    const commented = await gql(`mutation($o: ID!) { setOrderComment(orderId: $o, comment: "Bravo") { ${ORDER} } }`, {
      o: created.id,
    });
    expect(commented.data.setOrderComment.comment).toBe('Bravo');
    const hidden = await gql(`mutation($o: ID!) { setOrderAnonymous(orderId: $o, anonymous: true) { ${ORDER} } }`, {
      o: created.id,
    });
    expect(hidden.data.setOrderAnonymous.anonymous).toBe(true);
    const participations = await gql<any>(
      'query($c: ID!) { participations(campaignId: $c, size: 1) { items { displayName anonymous comment } } }',
      { c: String(optioned.campaign_id) },
      null,
    );
    expect(participations.data.participations.items[0]).toEqual({
      displayName: null,
      anonymous: true,
      comment: 'Bravo',
    });
    const canceled = await gql(`mutation($o: ID!) { cancelOrder(orderId: $o) { ${ORDER} } }`, { o: created.id });
    expect(canceled.data.cancelOrder.history.map((h: any) => h.status)).toEqual([
      'WAITING',
      'CONFIRMED',
      'CANCELED_BY_USER',
    ]);
    // A retry whose first answer was lost answers the canceled order again.
    const again = await gql(`mutation($o: ID!) { cancelOrder(orderId: $o) { ${ORDER} } }`, { o: created.id });
    // The refund, a job that follows the first answer, may have added its entry to the history meanwhile.
    const beforeRefund = (order: any) => ({
      ...order,
      history: order.history.filter((h: any) => h.reason !== 'REFUNDED'),
    });
    expect(beforeRefund(again.data.cancelOrder)).toEqual(canceled.data.cancelOrder);
  });

  it('gives a wallet order its approval address, and the campaign its wallet settings', async () => {
    await empty();
    await add(item(optioned, 1));
    await delivery();
    const refused = await gql(
      'mutation($c: ID!, $k: ID!) { createOrder(campaignId: $c, idempotencyKey: $k, paymentMethod: WALLET, returnUrl: "https://evil.example/") { id } }',
      {
        c: String(optioned.campaign_id),
        k: randomUUID(),
      },
    );
    expect(fieldsOf(refused)).toEqual(['returnUrl']);
    const created = await gql(
      `mutation($c: ID!, $k: ID!) { createOrder(campaignId: $c, idempotencyKey: $k, paymentMethod: WALLET, returnUrl: "http://localhost:3000/fr/checkout") { ${ORDER} } }`,
      { c: String(optioned.campaign_id), k: randomUUID() },
    );
    expect(created.data.createOrder.paymentUrl).toMatch(/\/payments\/test\/wallet\/tp_/);
    const wallet = await gql<any>(
      'query($u: String!) { campaign(url: $u) { wallet { provider clientId currency enabled } } }',
      { u: optioned.campaign_url },
      null,
    );
    expect(wallet.data.campaign.wallet).toEqual({
      provider: 'test-wallet',
      clientId: 'test-wallet-client',
      currency: 'EUR',
      enabled: true,
    });
  });
});
