import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { paymentKey } from '../../web/src/features/checkout/idempotencyKey';
import { CancelOrderDocument, CreateOrderDocument, PayOrderDocument } from '../../web/src/graphql/generated/graphql';
import { createRetryLink } from '../../web/src/graphql/retry';
import { createIdentity, type TestIdentity } from '../support/identity';
import { useStack } from '../support/stack.js';
import { ongoingPacks, providerCharges, type ShopPack } from '../support/shop';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

// The web's Apollo client retries a mutation whose answer never came (a network failure), with
// the same variables: the attempt's idempotency key must make that retry pay and cancel once.
describe("the web's retried mutations after a lost answer", () => {
  const stack = useStack();
  let alice: TestIdentity;
  let pack: ShopPack;
  /** Operations whose next answer is lost after the server handled the request. */
  const losing = new Set<string>();

  /** The browser's client as the web builds it (the same retry link), against the real stack. */
  const webClient = () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: createRetryLink().concat(
        new HttpLink({
          uri: stack.gql.server.url,
          headers: { authorization: `Bearer ${alice.idToken}` },
          fetch: async (input, init) => {
            const response = await fetch(input, init);
            const operation = (JSON.parse(String(init?.body)) as { operationName: string }).operationName;
            if (!losing.delete(operation)) return response;
            await response.text();
            throw new TypeError('fetch failed: the connection dropped before the answer');
          },
        }),
      ),
    });
  const charges = (orderId: string) => providerCharges(stack.api.db, Number(orderId));

  beforeAll(async () => {
    alice = await createIdentity('alice');
    const as = { token: alice.idToken };
    await stack.gql.query('mutation { createViewer(input: { firstName: "Alice" }) { id } }', {}, as);
    pack = (await ongoingPacks(stack.api.db, true))[0]!;
    const input = {
      campaignId: String(pack.campaign_id),
      packId: String(pack.pack_id),
      quantity: 1,
      options: pack.options.map((o) => ({ optionId: String(o.pack_option_id), valueId: String(o.values[0]) })),
    };
    await stack.gql.query('mutation($input: BasketItemInput!) { addToBasket(input: $input) { id } }', { input }, as);
    await stack.gql.query('mutation { setBasketDelivery(country: "FR", priceCents: 490) { id } }', {}, as);
  }, HOOK_TIMEOUT);

  it('pays once when the answer to the payment is lost, and cancels and refunds once likewise', async () => {
    const client = webClient();
    const lang = 'EN' as const;
    const created = await client.mutate({
      mutation: CreateOrderDocument,
      variables: { lang, campaignId: String(pack.campaign_id), idempotencyKey: randomUUID(), paymentMethod: 'CARD' },
    });
    const orderId = created.data!.createOrder.id;

    losing.add('PayOrder');
    const idempotencyKey = paymentKey(new Map(), orderId, CARD, randomUUID);
    const paid = await client.mutate({
      mutation: PayOrderDocument,
      variables: { lang, orderId, card: CARD, idempotencyKey },
    });
    expect(losing.size).toBe(0);
    expect(paid.data!.payOrder.status).toBe('CONFIRMED');
    expect(await charges(orderId)).toEqual([{ status: 'SUCCEEDED' }]);

    losing.add('CancelOrder');
    const canceled = await client.mutate({
      mutation: CancelOrderDocument,
      variables: { lang, orderId, idempotencyKey: randomUUID() },
    });
    expect(losing.size).toBe(0);
    expect(canceled.data!.cancelOrder.status).toBe('CANCELED_BY_USER');
    expect(await charges(orderId)).toEqual([{ status: 'REFUNDED' }]);
  });
});
