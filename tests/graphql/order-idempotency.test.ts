import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { codesOf, fieldsOf } from '../support/graphql-errors.js';
import { useStack } from '../support/stack.js';
import { ongoingPacks, providerCharges, type ShopPack } from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

const ORDER = 'id status history { status } totalAmount { cents }';
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const PAY = `mutation($o: ID!, $card: CardInput!, $k: ID) { payOrder(orderId: $o, card: $card, idempotencyKey: $k) { ${ORDER} } }`;
const CANCEL = `mutation($o: ID!, $k: ID) { cancelOrder(orderId: $o, idempotencyKey: $k) { ${ORDER} } }`;

// The facade forwards each attempt's key to the rest-api, so a retried mutation (issue 12,
// point 3) pays, refunds and returns stock once.
describe('idempotency keys through GraphQL', () => {
  const stack = useStack();
  let alice: TestIdentity;
  let pack: ShopPack;
  const gql = (query: string, variables: Record<string, unknown>) =>
    stack.gql.query<any>(query, variables, { token: alice.idToken });

  const newOrder = async (): Promise<string> => {
    const item = {
      campaignId: String(pack.campaign_id),
      packId: String(pack.pack_id),
      quantity: 1,
      options: pack.options.map((o) => ({ optionId: String(o.pack_option_id), valueId: String(o.values[0]) })),
    };
    await gql('mutation($input: BasketItemInput!) { addToBasket(input: $input) { id } }', { input: item });
    await gql('mutation { setBasketDelivery(country: "FR", priceCents: 490) { id } }', {});
    const created = await gql(
      'mutation($c: ID!, $k: ID!) { createOrder(campaignId: $c, idempotencyKey: $k, paymentMethod: CARD) { id } }',
      { c: String(pack.campaign_id), k: randomUUID() },
    );
    return created.data.createOrder.id;
  };
  const charges = (orderId: string) => providerCharges(stack.api.db, Number(orderId));

  beforeAll(async () => {
    alice = await createIdentity('alice');
    await stack.gql.query(
      'mutation { createViewer(input: { firstName: "Alice" }) { id } }',
      {},
      { token: alice.idToken },
    );
    pack = (await ongoingPacks(stack.api.db, true))[0]!;
  }, HOOK_TIMEOUT);

  it('answers a retried payment with the same order, parallel duplicates included, and charges once', async () => {
    const orderId = await newOrder();
    const key = randomUUID();
    const answers = await Promise.all([
      gql(PAY, { o: orderId, card: CARD, k: key }),
      gql(PAY, { o: orderId, card: CARD, k: key }),
    ]);
    const retry = await gql(PAY, { o: orderId, card: CARD, k: key });
    // A duplicate that came while the first was still at the provider answers the order as it was
    // then (WAITING): the key promises one charge, not a status.
    for (const answer of [...answers, retry]) expect(answer.data.payOrder.id).toBe(orderId);
    expect(await charges(orderId)).toEqual([{ status: 'SUCCEEDED' }]);
  });

  it('refuses a key reused for another order or card as a VALIDATION_ERROR on idempotencyKey', async () => {
    const [first, second] = [await newOrder(), await newOrder()];
    const key = randomUUID();
    expect((await gql(PAY, { o: first, card: CARD, k: key })).data.payOrder.status).toBe('CONFIRMED');
    for (const reused of [
      await gql(PAY, { o: second, card: CARD, k: key }),
      await gql(PAY, { o: first, card: { ...CARD, cvc: '999' }, k: key }),
      await gql(CANCEL, { o: second, k: key }),
    ]) {
      expect(codesOf(reused)).toEqual(['VALIDATION_ERROR']);
      expect(fieldsOf(reused)).toEqual(['idempotencyKey']);
    }
    expect(await charges(second)).toEqual([]);
    const malformed = await gql(PAY, { o: second, card: CARD, k: 'not-a-uuid' });
    expect(codesOf(malformed)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(malformed)).toEqual(['idempotencyKey']);
  });

  it('answers a retried cancel with the canceled order and refunds once', async () => {
    const orderId = await newOrder();
    expect((await gql(PAY, { o: orderId, card: CARD, k: randomUUID() })).data.payOrder.status).toBe('CONFIRMED');
    const key = randomUUID();
    const first = await gql(CANCEL, { o: orderId, k: key });
    expect(first.data.cancelOrder.status).toBe('CANCELED_BY_USER');
    // The refund is a job that follows the answer: a retry after it neither cancels nor refunds again.
    await eventually(async () => expect(await charges(orderId)).toEqual([{ status: 'REFUNDED' }]));
    const retry = await gql(CANCEL, { o: orderId, k: key });
    expect(retry.data.cancelOrder.id).toBe(first.data.cancelOrder.id);
    expect(retry.data.cancelOrder.status).toBe('CANCELED_BY_USER');
    expect(await charges(orderId)).toEqual([{ status: 'REFUNDED' }]);
  });
});
