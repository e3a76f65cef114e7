import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';
import type { ShopPack } from '../support/shop.js';

type GraphqlError = { message: string; extensions?: { code?: string } };
type Answer<T> = { data?: T; errors?: GraphqlError[] };

/** What the shoppers saw, to be held against what the database says once the run is over. */
export interface Tally {
  /** Every order id a shopper was given by `createOrder`. */
  created: Set<string>;
  /** Orders a shopper saw CONFIRMED (and did not cancel afterwards). */
  confirmed: Set<string>;
  /** Orders a shopper canceled, and saw canceled. */
  canceled: Set<string>;
  /** How often a call was tried again: a network error, a 5xx, a 429, an upstream outage. */
  retries: number;
  /** Answers that revealed a server fault rather than an outage: HTTP 500 or UPSTREAM_ERROR. */
  serverErrors: number;
  /** Final GraphQL error codes, by code (OUT_OF_STOCK is expected on the contended packs). */
  refusals: Record<string, number>;
  declined: number;
}

export const newTally = (): Tally => ({
  created: new Set(),
  confirmed: new Set(),
  canceled: new Set(),
  retries: 0,
  serverErrors: 0,
  refusals: {},
  declined: 0,
});

const CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };
const ORDER = 'id status history { status reason }';
const SETTLED = new Set(['CONFIRMED', 'CANCELED_BY_WEBHOOK', 'ERROR', 'CANCELED', 'CANCELED_BY_USER']);
// A card attempt that failed leaves the order WAITING, its last history entry saying why (decision 0025).
const FAILED_ATTEMPTS = new Set(['card_declined', 'processing_error']);
type ShopOrder = { id: string; status: string; history: { status: string; reason: string | null }[] };
const attemptFailed = (order: ShopOrder) =>
  order.status === 'WAITING' && FAILED_ATTEMPTS.has(order.history.at(-1)?.reason ?? '');
// Outages a client waits out: the facade or the rest-api restarting, a dropped database connection.
const OUTAGE_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'RATE_LIMITED']);

class Refused extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A signed-in shopper who buys packs through the GraphQL API as the web does, and who waits out
 * outages by sending the same request again (with the same idempotency keys), for as long as a
 * patient person would.
 */
export class Shopper {
  private readonly agent = new Agent({ keepAliveTimeout: 2_000, connections: 2 });

  constructor(
    private readonly graphqlUrl: string,
    private readonly token: string,
    private readonly tally: Tally,
  ) {}

  private async call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const giveUp = Date.now() + 90_000;
    for (let attempt = 0; ; attempt += 1) {
      let wait = Math.min(2_000, 100 * 2 ** attempt);
      try {
        const response = await fetch(this.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
          body: JSON.stringify({ query, variables }),
          dispatcher: this.agent,
          signal: AbortSignal.timeout(20_000),
        });
        const text = await response.text();
        if (response.status === 500) this.tally.serverErrors += 1;
        if (response.status === 429) wait = Number(response.headers.get('retry-after') ?? 1) * 1000;
        const answer = (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as Answer<T>;
        const code = answer.errors?.[0]?.extensions?.code;
        if (code === 'UPSTREAM_ERROR' || code === 'INTERNAL_SERVER_ERROR') this.tally.serverErrors += 1;
        if (answer.data && !answer.errors) return answer.data;
        if (code && !OUTAGE_CODES.has(code) && code !== 'INTERNAL_SERVER_ERROR') throw new Refused(code);
      } catch (error) {
        if (error instanceof Refused) throw error;
        // a refused or reset connection, or a time-out: the server is down or restarting
      }
      if (Date.now() > giveUp) throw new Refused('GAVE_UP');
      this.tally.retries += 1;
      await pause(wait);
    }
  }

  /** Shops until `until`: add a pack, order it, pay (now and then with a declined card), sometimes cancel. */
  async shop(packs: readonly ShopPack[], until: number) {
    await this.call('mutation { setBasketDelivery(country: "FR", priceCents: 490) { id } }', {});
    while (Date.now() < until) {
      const pack = packs[Math.floor(Math.random() * packs.length)]!;
      try {
        await this.buy(pack, 1 + Math.floor(Math.random() * 3));
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        this.tally.refusals[error.code] = (this.tally.refusals[error.code] ?? 0) + 1;
        await this.call('mutation { emptyBasket { id } }', {}).catch(() => undefined);
      }
    }
  }

  private async buy(pack: ShopPack, quantity: number) {
    const campaignId = String(pack.campaign_id);
    const options = pack.options.map((o) => ({ optionId: String(o.pack_option_id), valueId: String(o.values[0]) }));
    await this.call('mutation($input: BasketItemInput!) { addToBasket(input: $input) { id } }', {
      input: { campaignId, packId: String(pack.pack_id), quantity, options },
    });
    const { createOrder: order } = await this.call<{ createOrder: { id: string; status: string } }>(
      `mutation($campaignId: ID!, $key: ID!) { createOrder(campaignId: $campaignId, idempotencyKey: $key, paymentMethod: CARD) { ${ORDER} } }`,
      { campaignId, key: randomUUID() },
    );
    this.tally.created.add(order.id);
    const declined = Math.random() < 0.15;
    const card = { number: declined ? CARD.declined : CARD.ok, expMonth: 12, expYear: 2099, cvc: '123' };
    const paid = await this.call<{ payOrder: ShopOrder }>(
      `mutation($orderId: ID!, $card: CardInput!, $key: ID!) { payOrder(orderId: $orderId, card: $card, idempotencyKey: $key) { ${ORDER} } }`,
      { orderId: order.id, card, key: randomUUID() },
    );
    const settled = await this.settled(paid.payOrder);
    if (declined) this.tally.declined += 1;
    if (attemptFailed(settled)) {
      // The shopper gives up rather than try another card: the order's stock goes back.
      await this.call(`mutation($orderId: ID!) { cancelOrder(orderId: $orderId) { ${ORDER} } }`, {
        orderId: order.id,
      });
      return;
    }
    if (settled.status !== 'CONFIRMED') return;
    this.tally.confirmed.add(order.id);
    if (Math.random() < 0.15) {
      const { cancelOrder } = await this.call<{ cancelOrder: { status: string } }>(
        `mutation($orderId: ID!) { cancelOrder(orderId: $orderId) { ${ORDER} } }`,
        { orderId: order.id },
      );
      if (cancelOrder.status === 'CANCELED_BY_USER') {
        this.tally.confirmed.delete(order.id);
        this.tally.canceled.add(order.id);
      }
    }
  }

  /** The order's status once the provider's outcome arrived (it may come after `payOrder` answered). */
  private async settled(order: ShopOrder): Promise<ShopOrder> {
    for (let i = 0; i < 60 && !SETTLED.has(order.status) && !attemptFailed(order); i += 1) {
      await pause(500);
      const { order: current } = await this.call<{ order: ShopOrder }>(
        `query($id: ID!) { order(id: $id) { ${ORDER} } }`,
        { id: order.id },
      );
      order = current;
    }
    return order;
  }

  close() {
    return this.agent.close();
  }
}
