import { randomBytes } from 'node:crypto';
import { crashPoint } from '../crash-point.js';
import { checkCampaign, type CheckedCampaign } from '../basket/check.js';
import { deliveryRate } from '../basket/delivery.js';
import { outOfStock } from '../basket/errors.js';
import { quantityMessage } from '../basket/rules.js';
import { lockBasket, touchBasket } from '../basket/store.js';
import type { Queryable } from '../db/database.js';
import { created, type Requester, type SignedInHandlers } from '../http/contract.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { requireUserId } from '../users/users.js';
import type { OrderDeps } from './deps.js';
import { loadOwnOrder } from './orders.js';
import { RESERVATION_MS, releaseExpiredReservations, reserveStock } from './stock.js';

export const newPaymentId = () => randomBytes(16).toString('base64url');

/** A wallet's `return_url` must lead back to our web: anything else would make us an open redirect. */
export function returnUrlError(returnUrl: string | undefined, allowed: readonly string[]): string | undefined {
  if (returnUrl === undefined) return 'is required for a wallet payment';
  let origin: string;
  try {
    origin = new URL(returnUrl).origin;
  } catch {
    return 'is not a URL';
  }
  return allowed.includes(origin) ? undefined : `must be on one of the web's origins (${allowed.join(', ')})`;
}

/** Takes the stock of every pack of the order, packs in id order; the first short pack refuses the whole order. */
async function reserveLines(tx: Queryable, checked: CheckedCampaign) {
  const units = new Map<number, number>();
  for (const { line } of checked.lines) units.set(line.pack_id, (units.get(line.pack_id) ?? 0) + line.quantity);
  for (const [packId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    if (await reserveStock(tx, packId, quantity)) continue;
    const { index } = checked.lines.find(({ line }) => line.pack_id === packId)!;
    const pack = checked.packs.get(packId)!;
    const [now] = await tx.query<{ left: number }>(
      'SELECT GREATEST(stock_limit - stock_sold, 0) AS left FROM packs WHERE pack_id = $1',
      [packId],
    );
    const left = now?.left ?? 0;
    throw outOfStock(
      `basket.items.${index}.quantity`,
      quantityMessage(pack, left === 0 ? 'SOLD_OUT' : 'STOCK', left),
      packId,
    );
  }
}

/** Writes the order, its lines, their options and its first status. */
async function insertOrder(
  tx: Queryable,
  order: { userId: number; key: string; method: 'CARD' | 'WALLET'; deliveryCents: number; checked: CheckedCampaign },
  now: Date,
): Promise<number> {
  const { checked } = order;
  const basket = checked.stored.basket;
  const [row] = await tx.query<{ order_id: number }>(
    `INSERT INTO orders (user_id, campaign_id, items_cents, delivery_cents, delivery_country, delivery_address,
       payment_method, idempotency_key, reserved_until, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $10) RETURNING order_id`,
    [
      order.userId,
      checked.answer.campaign_id,
      checked.answer.items_amount,
      order.deliveryCents,
      basket?.delivery_country,
      basket?.delivery_address ? JSON.stringify(basket.delivery_address) : null,
      order.method,
      order.key,
      new Date(now.getTime() + RESERVATION_MS),
      now,
    ],
  );
  const orderId = row!.order_id;
  for (const [position, item] of checked.answer.items.entries()) {
    await tx.query(
      'INSERT INTO order_items (order_id, position, pack_id, quantity, unit_price_cents) VALUES ($1, $2, $3, $4, $5)',
      [orderId, position + 1, item.pack_id, item.quantity, item.unit_price],
    );
    for (const option of item.options) {
      await tx.query(
        'INSERT INTO order_item_options (order_id, position, pack_option_id, pack_option_value_id) VALUES ($1, $2, $3, $4)',
        [orderId, position + 1, option.pack_option_id, option.pack_option_value_id],
      );
    }
  }
  await tx.query("INSERT INTO order_status_changes (order_id, status, changed_at) VALUES ($1, 'WAITING', $2)", [
    orderId,
    now,
  ]);
  return orderId;
}

export function createOrderHandlers(deps: OrderDeps): SignedInHandlers {
  const { db, clock, payments } = deps;

  /**
   * Gives a WAITING wallet order its approval address. The PENDING payment is committed first and
   * the provider is called outside any transaction, with that payment's id as its idempotency key:
   * a retry after a failed call or a crash (`wallet-started`) asks again for the same payment and
   * gets the same approval address, never a second payment.
   */
  async function ensureWalletPayment(requester: Requester, orderId: number, returnUrl: string, lang: 'fr' | 'en') {
    const order = await loadOwnOrder(db, requester, orderId, 'body.idempotency_key');
    if (order.payment_method !== 'WALLET' || order.status !== 'WAITING' || order.payment_url) return;
    const now = clock();
    await db.query(
      `INSERT INTO payments (payment_id, order_id, provider, method, amount_cents, created_at, updated_at)
       VALUES ($1, $2, $3, 'WALLET', $4, $5, $5) ON CONFLICT DO NOTHING`,
      [newPaymentId(), orderId, payments.provider.name, order.total_amount, now],
    );
    const [payment] = await db.query<{ payment_id: string }>(
      "SELECT payment_id FROM payments WHERE order_id = $1 AND method = 'WALLET' AND status = 'PENDING'",
      [orderId],
    );
    if (!payment) return;
    const back = new URL(returnUrl);
    back.searchParams.set('order_id', String(orderId));
    let started: { providerRef: string; approvalUrl: string };
    try {
      started = await payments.provider.startWallet({
        paymentId: payment.payment_id,
        amountCents: order.total_amount,
        currency: 'EUR',
        description: `Commande ${orderId} — ${order.campaign_url}`,
        returnUrl: back.toString(),
        lang,
      });
    } catch {
      throw new HttpError(503, 'The payment provider could not be reached; the order is still waiting');
    }
    crashPoint('wallet-started');
    await db.query('UPDATE payments SET provider_ref = COALESCE(provider_ref, $2) WHERE payment_id = $1', [
      payment.payment_id,
      started.providerRef,
    ]);
    await db.query("UPDATE orders SET payment_url = $2 WHERE order_id = $1 AND status = 'WAITING'", [
      orderId,
      started.approvalUrl,
    ]);
  }

  /** The language the provider's wallet page speaks to this user. */
  async function userLang(userId: number): Promise<'fr' | 'en'> {
    const [user] = await db.query<{ lang: 'fr' | 'en' }>('SELECT lang FROM users WHERE user_id = $1', [userId]);
    return user?.lang ?? 'fr';
  }

  return {
    async createOrder({ requester, body }) {
      if (body.payment_method === 'WALLET') {
        const error = returnUrlError(body.return_url, payments.returnOrigins);
        if (error) throw fieldError(422, 'body.return_url', error);
      }
      const now = clock();
      await releaseExpiredReservations(db, now);
      const userId = await requireUserId(db, requester);
      const result = await db.transaction(async (tx) => {
        // The basket's lock makes one user's orders wait for each other: a retry or a second tab
        // finds the order the first one wrote, or the basket without its lines.
        await lockBasket(tx, userId, now);
        const [existing] = await tx.query<{ order_id: number; campaign_id: number }>(
          'SELECT order_id, campaign_id FROM orders WHERE user_id = $1 AND idempotency_key = $2',
          [userId, body.idempotency_key],
        );
        if (existing) {
          if (existing.campaign_id !== body.campaign_id) {
            throw fieldError(422, 'body.idempotency_key', 'was used for an order of another campaign');
          }
          return { orderId: existing.order_id, isNew: false };
        }
        const checked = await checkCampaign(tx, userId, body.campaign_id, now, 'body.campaign_id');
        const country = checked.answer.delivery_country;
        const rate = country ? deliveryRate(country) : undefined;
        if (!rate || !('price' in rate)) throw fieldError(422, 'basket.delivery_country', 'must be chosen first');
        await reserveLines(tx, checked);
        const orderId = await insertOrder(
          tx,
          { userId, key: body.idempotency_key, method: body.payment_method, deliveryCents: rate.price, checked },
          now,
        );
        await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND campaign_id = $2', [userId, body.campaign_id]);
        await touchBasket(tx, userId, now);
        return { orderId, isNew: true };
      });
      if (body.payment_method === 'WALLET' && body.return_url) {
        await ensureWalletPayment(requester, result.orderId, body.return_url, await userLang(userId));
      }
      const order = await loadOwnOrder(db, requester, result.orderId, 'body.idempotency_key');
      return result.isNew ? created(order) : order;
    },

    /**
     * A card order whose attempt failed keeps its lines and stock, and is paid by wallet instead:
     * the shopper changes method on the same checkout page rather than ordering again.
     */
    async payOrderWithWallet({ requester, body }) {
      const error = returnUrlError(body.return_url, payments.returnOrigins);
      if (error) throw fieldError(422, 'body.return_url', error);
      const userId = await requireUserId(db, requester);
      await releaseExpiredReservations(db, clock());
      await db.transaction(async (tx) => {
        const [order] = await tx.query<{ status: string; payment_method: string }>(
          'SELECT status, payment_method FROM orders WHERE user_id = $1 AND order_id = $2 FOR UPDATE',
          [userId, body.order_id],
        );
        if (!order) throw notFound('Order', 'body.order_id');
        if (order.status !== 'WAITING')
          throw fieldError(422, 'body.order_id', `is ${order.status}, not waiting for a payment`);
        if (order.payment_method === 'WALLET') return;
        const [inProgress] = await tx.query("SELECT 1 FROM payments WHERE order_id = $1 AND status = 'PENDING'", [
          body.order_id,
        ]);
        if (inProgress) throw fieldError(422, 'body.order_id', 'already has a payment in progress');
        await tx.query("UPDATE orders SET payment_method = 'WALLET', updated_at = $2 WHERE order_id = $1", [
          body.order_id,
          clock(),
        ]);
      });
      await ensureWalletPayment(requester, body.order_id, body.return_url, await userLang(userId));
      return loadOwnOrder(db, requester, body.order_id, 'body.order_id');
    },
  };
}
