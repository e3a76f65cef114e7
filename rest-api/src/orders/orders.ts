import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import type { Requester, SignedInHandlers } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import type { OrderDeps } from './deps.js';
import { releaseExpiredReservations } from './stock.js';

type Order = components['schemas']['Order'];
type OrderItem = components['schemas']['OrderItem'];

interface OrderRow {
  order_id: number;
  campaign_id: number;
  campaign_url: string;
  status: Order['status'];
  items_cents: number;
  delivery_cents: number;
  total_cents: number;
  delivery_country: string | null;
  delivery_address: Order['delivery_address'];
  comment: string | null;
  anonymous: boolean;
  payment_method: Order['payment_method'];
  payment_url: string | null;
  reserved_until: Date | null;
  created_at: Date;
}

interface ItemRow {
  order_id: number;
  position: number;
  pack_id: number;
  quantity: number;
  unit_price_cents: number;
}

interface OptionRow {
  order_id: number;
  position: number;
  pack_option_id: number;
  pack_option_value_id: number;
}

interface ChangeRow {
  order_id: number;
  status: Order['status'];
  reason: string | null;
  changed_at: Date;
}

// Ownership is part of every query: another user's order is simply not found.
const SELECT_ORDERS = `SELECT o.order_id, o.campaign_id, c.url AS campaign_url, o.status, o.items_cents,
  o.delivery_cents, o.total_cents, o.delivery_country, o.delivery_address, o.comment, o.anonymous,
  o.payment_method, o.payment_url, o.reserved_until, o.created_at
  FROM orders o JOIN campaigns c USING (campaign_id) JOIN users u ON u.user_id = o.user_id
  WHERE u.firebase_uid = $1`;

function byOrder<T extends { order_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), row]);
  return groups;
}

/** The orders of `rows` with their lines, options and history, read in three queries in all. */
async function withDetails(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order_id);
  const [items, options, changes] = await Promise.all([
    db.query<ItemRow>(
      'SELECT order_id, position, pack_id, quantity, unit_price_cents FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY order_id, position',
      [ids],
    ),
    db.query<OptionRow>(
      `SELECT o.order_id, o.position, o.pack_option_id, o.pack_option_value_id FROM order_item_options o
       JOIN pack_options po USING (pack_option_id) WHERE o.order_id = ANY($1::int[]) ORDER BY po.position`,
      [ids],
    ),
    db.query<ChangeRow>(
      'SELECT order_id, status, reason, changed_at FROM order_status_changes WHERE order_id = ANY($1::int[]) ORDER BY change_id',
      [ids],
    ),
  ]);
  const itemsOf = byOrder(items);
  const optionsOf = byOrder(options);
  const changesOf = byOrder(changes);
  const toItem = (item: ItemRow): OrderItem => ({
    pack_id: item.pack_id,
    quantity: item.quantity,
    unit_price: item.unit_price_cents,
    options: (optionsOf.get(item.order_id) ?? [])
      .filter((option) => option.position === item.position)
      .map(({ pack_option_id, pack_option_value_id }) => ({ pack_option_id, pack_option_value_id })),
  });
  return rows.map((row) => ({
    order_id: row.order_id,
    campaign_id: row.campaign_id,
    campaign_url: row.campaign_url,
    status: row.status,
    items: (itemsOf.get(row.order_id) ?? []).map(toItem),
    items_amount: row.items_cents,
    delivery_amount: row.delivery_cents,
    total_amount: row.total_cents,
    currency: 'EUR',
    delivery_country: row.delivery_country,
    delivery_address: row.delivery_address,
    comment: row.comment,
    anonymous: row.anonymous,
    payment_method: row.payment_method,
    payment_url: row.payment_url,
    reserved_until: row.reserved_until?.toISOString() ?? null,
    history: (changesOf.get(row.order_id) ?? []).map((change) => ({
      status: change.status,
      at: change.changed_at.toISOString(),
      reason: change.reason,
    })),
    created_at: row.created_at.toISOString(),
  }));
}

/** One of the requester's orders; another user's, or none, is 404 on `field`. */
export async function loadOwnOrder(db: Queryable, requester: Requester, orderId: number, field: string) {
  const rows = await db.query<OrderRow>(`${SELECT_ORDERS} AND o.order_id = $2`, [requester.uid, orderId]);
  const [order] = await withDetails(db, rows);
  if (!order) throw notFound('Order', field);
  return order;
}

/** The read side of orders: a user sees their own, newest first. */
export function orderHandlers({ db, clock }: OrderDeps): SignedInHandlers {
  return {
    async listOrders({ requester }) {
      await releaseExpiredReservations(db, clock());
      const rows = await db.query<OrderRow>(`${SELECT_ORDERS} ORDER BY o.created_at DESC, o.order_id DESC`, [
        requester.uid,
      ]);
      return withDetails(db, rows);
    },

    async getOrder({ requester, params }) {
      await releaseExpiredReservations(db, clock());
      return loadOwnOrder(db, requester, params.order_id, 'path.order_id');
    },
  };
}
