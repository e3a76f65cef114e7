import { optionErrors, canonicalOptions } from '../basket/lines.js';
import { loadPackRules } from '../basket/packs.js';
import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import type { Requester, SignedInHandlers } from '../http/contract.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import type { OrderDeps } from './deps.js';
import { loadOwnOrder } from './orders.js';
import { syncParticipation } from './participation.js';
import { isCanceled, isEditable } from './status.js';

type OrderStatus = components['schemas']['OrderStatus'];

interface Locked {
  order_id: number;
  status: OrderStatus;
  delivery_country: string | null;
}

/**
 * Runs a change of one of the requester's orders under the order's row lock, after `allowed`
 * accepted its status (422 on `body.order_id` otherwise), then answers the order.
 */
async function changeOrder(
  { db, clock }: OrderDeps,
  requester: Requester,
  orderId: number,
  allowed: (status: OrderStatus) => string | undefined,
  work: (tx: Queryable, order: Locked, now: Date) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const [order] = await tx.query<Locked>(
      `SELECT o.order_id, o.status, o.delivery_country FROM orders o JOIN users u USING (user_id)
       WHERE u.firebase_uid = $1 AND o.order_id = $2 FOR UPDATE OF o`,
      [requester.uid, orderId],
    );
    if (!order) throw notFound('Order', 'body.order_id');
    const refusal = allowed(order.status);
    if (refusal) throw fieldError(422, 'body.order_id', refusal);
    const now = clock();
    await work(tx, order, now);
    await tx.query('UPDATE orders SET updated_at = $2 WHERE order_id = $1', [orderId, now]);
  });
  return loadOwnOrder(db, requester, orderId, 'body.order_id');
}

const notCanceled = (status: OrderStatus) => (isCanceled(status) ? `is ${status}` : undefined);
const editable = (status: OrderStatus) => (isEditable(status) ? undefined : `is ${status}: it can no longer change`);

export function orderChangeHandlers(deps: OrderDeps): SignedInHandlers {
  return {
    setOrderComment: ({ requester, body }) =>
      changeOrder(deps, requester, body.order_id, notCanceled, async (tx, order) => {
        const comment = body.comment?.trim() || null;
        await tx.query('UPDATE orders SET comment = $2 WHERE order_id = $1', [order.order_id, comment]);
        await syncParticipation(tx, order.order_id);
      }),

    setOrderAnonymous: ({ requester, body }) =>
      changeOrder(deps, requester, body.order_id, notCanceled, async (tx, order) => {
        await tx.query('UPDATE orders SET anonymous = $2 WHERE order_id = $1', [order.order_id, body.anonymous]);
        await syncParticipation(tx, order.order_id);
      }),

    setOrderAddress: ({ requester, body }) =>
      changeOrder(deps, requester, body.order_id, editable, async (tx, order) => {
        // The delivery was paid for a country: an address elsewhere would ship at the wrong price.
        if (order.delivery_country && body.address.country !== order.delivery_country) {
          throw fieldError(
            422,
            'body.address.country',
            `must be ${order.delivery_country}, the country the delivery was paid for`,
          );
        }
        const address = { ...body.address, line2: body.address.line2 ?? null, phone: body.address.phone ?? null };
        await tx.query('UPDATE orders SET delivery_address = $2::jsonb WHERE order_id = $1', [
          order.order_id,
          JSON.stringify(address),
        ]);
      }),

    setOrderOption: ({ requester, body }) =>
      changeOrder(deps, requester, body.order_id, editable, async (tx, order) => {
        const lines = await tx.query<{ position: number }>(
          'SELECT position FROM order_items WHERE order_id = $1 AND pack_id = $2 ORDER BY position',
          [order.order_id, body.pack_id],
        );
        if (lines.length === 0) throw fieldError(422, 'body.pack_id', 'is not a pack of this order');
        const position = body.line ?? (lines.length === 1 ? lines[0]!.position : undefined);
        if (position === undefined)
          throw fieldError(422, 'body.line', 'is required: the order has several lines of this pack');
        if (!lines.some((line) => line.position === position))
          throw fieldError(422, 'body.line', 'is not a line of this pack');
        const [pack] = (await loadPackRules(tx, [body.pack_id])).values();
        const options = canonicalOptions(body.options ?? []);
        const errors = pack ? optionErrors(pack, options, 'body.options') : [];
        if (errors.length > 0)
          throw new HttpError(422, errors.map((e) => `${e.field} ${e.message}`).join('; '), { errors });
        await tx.query('DELETE FROM order_item_options WHERE order_id = $1 AND position = $2', [
          order.order_id,
          position,
        ]);
        for (const option of options) {
          await tx.query(
            'INSERT INTO order_item_options (order_id, position, pack_option_id, pack_option_value_id) VALUES ($1, $2, $3, $4)',
            [order.order_id, position, option.pack_option_id, option.pack_option_value_id],
          );
        }
      }),
  };
}
