import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { totals } from './pricing.js';

type Basket = components['schemas']['Basket'];
type BasketItem = components['schemas']['BasketItem'];
type BasketOption = components['schemas']['BasketOption'];
type Address = components['schemas']['Address'];

/** A basket expires 30 days after its last change (contract: Basket). */
export const BASKET_LIFETIME_MS = 30 * 86_400_000;

export interface LineRow {
  line_id: number;
  campaign_id: number;
  campaign_url: string;
  pack_id: number;
  options_key: string;
  options: BasketOption[];
  quantity: number;
  price_cents: number;
  added_at: Date;
  updated_at: Date;
}

interface BasketRow {
  delivery_country: string | null;
  delivery_price_cents: number | null;
  delivery_address: Address | null;
  updated_at: Date;
}

export interface StoredBasket {
  basket: BasketRow | undefined;
  lines: LineRow[];
}

const SELECT_LINES = `SELECT b.line_id, b.campaign_id, c.url AS campaign_url, b.pack_id, b.options_key, b.options,
  b.quantity, p.price_cents, b.added_at, b.updated_at
  FROM basket_items b JOIN packs p USING (pack_id) JOIN campaigns c ON c.campaign_id = b.campaign_id
  WHERE b.user_id = $1 ORDER BY b.line_id`;

export async function readBasket(db: Queryable, userId: number | undefined): Promise<StoredBasket> {
  if (userId === undefined) return { basket: undefined, lines: [] };
  const [[basket], lines] = await Promise.all([
    db.query<BasketRow>(
      'SELECT delivery_country, delivery_price_cents, delivery_address, updated_at FROM baskets WHERE user_id = $1',
      [userId],
    ),
    db.query<LineRow>(SELECT_LINES, [userId]),
  ]);
  return { basket, lines };
}

export const isExpired = (updatedAt: Date | undefined, now: Date) =>
  updatedAt !== undefined && now.getTime() - updatedAt.getTime() >= BASKET_LIFETIME_MS;

/** The basket as the contract answers it, priced at today's prices. */
export function toBasket({ basket, lines }: StoredBasket, now: Date): Basket {
  const deliveryPrice = basket?.delivery_price_cents ?? null;
  const amounts = totals(
    lines.map((line) => ({ campaignId: line.campaign_id, unitPrice: line.price_cents, quantity: line.quantity })),
    deliveryPrice,
  );
  const items: BasketItem[] = lines.map((line) => ({
    pack_id: line.pack_id,
    campaign_id: line.campaign_id,
    campaign_url: line.campaign_url,
    quantity: line.quantity,
    options: line.options,
    unit_price: line.price_cents,
    added_at: line.added_at.toISOString(),
    updated_at: line.updated_at.toISOString(),
  }));
  const updatedAt = basket?.updated_at;
  return {
    items,
    delivery_price: deliveryPrice,
    delivery_country: basket?.delivery_country ?? null,
    delivery_address: basket?.delivery_address ?? null,
    items_amount: amounts.items,
    delivery_amount: amounts.delivery,
    total_amount: amounts.total,
    currency: 'EUR',
    updated_at: updatedAt?.toISOString() ?? null,
    expires_at: updatedAt ? new Date(updatedAt.getTime() + BASKET_LIFETIME_MS).toISOString() : null,
    expired: isExpired(updatedAt, now),
  };
}

export async function loadBasket(db: Queryable, userId: number | undefined, now: Date): Promise<Basket> {
  return toBasket(await readBasket(db, userId), now);
}

/**
 * Creates the user's basket row if needed and locks it until the transaction ends: the changes of
 * one user's basket (two tabs, a merge, an order) run one after the other, on every replica.
 */
export async function lockBasket(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('INSERT INTO baskets (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
    userId,
    now,
  ]);
  await tx.query('SELECT 1 FROM baskets WHERE user_id = $1 FOR UPDATE', [userId]);
}

/** Records a change: the basket's 30 days start again. */
export async function touchBasket(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('UPDATE baskets SET updated_at = $2 WHERE user_id = $1', [userId, now]);
}
