import { enqueueOrderEmail } from '../emails/outbox.js';
import type { SignedInHandlers } from '../http/contract.js';
import { fieldError, notFound } from '../http/errors.js';
import type { OrderDeps } from './deps.js';
import { claimKey } from './idempotency.js';
import { loadOwnOrder } from './orders.js';
import { withdrawParticipation } from './participation.js';
import { cancelRefusal, changeStatus, PAID } from './status.js';
import { releaseExpiredReservations, returnStock } from './stock.js';

type Status = Parameters<typeof cancelRefusal>[0];

/**
 * `POST /order/cancel`: in one transaction the order becomes CANCELED_BY_USER, its stock goes
 * back and a paid order leaves the participations; the money goes back through the provider by a
 * refund job written in that transaction (a provider never takes part in our transactions, and
 * the job outlives a crash right after the commit). Canceling is idempotent: an order the user
 * already canceled is answered as it is (a retry whose answer was lost), with or without the
 * attempt's key; the key also refuses its reuse on another order.
 */
export function cancelHandlers(deps: OrderDeps): SignedInHandlers {
  const { db, clock, enqueueRefund } = deps;
  return {
    async cancelOrder({ requester, query }) {
      const now = clock();
      await releaseExpiredReservations(db, now);
      await db.transaction(async (tx) => {
        const [order] = await tx.query<{ order_id: number; user_id: number; status: Status; end_at: Date }>(
          `SELECT o.order_id, o.user_id, o.status, c.end_at FROM orders o JOIN users u USING (user_id) JOIN campaigns c USING (campaign_id)
           WHERE u.firebase_uid = $1 AND o.order_id = $2 FOR UPDATE OF o`,
          [requester.uid, query.order_id],
        );
        if (!order) throw notFound('Order', 'query.order_id');
        const claim = await claimKey(tx, {
          userId: order.user_id,
          key: query.idempotency_key,
          field: 'query.idempotency_key',
          operation: 'cancelOrder',
          request: [order.order_id],
          orderId: order.order_id,
          now,
        });
        if (claim === 'replay' || order.status === 'CANCELED_BY_USER') return;
        const refusal = cancelRefusal(order.status, order.end_at.getTime() <= now.getTime());
        if (refusal) throw fieldError(422, 'query.order_id', refusal);
        await changeStatus(tx, order.order_id, 'CANCELED_BY_USER', now);
        await returnStock(tx, [order.order_id]);
        await enqueueOrderEmail(tx, order.order_id, 'ORDER_CANCELED', now);
        if (!PAID.has(order.status)) return;
        await withdrawParticipation(tx, order.order_id);
        const paid = await tx.query<{ payment_id: string }>(
          "SELECT payment_id FROM payments WHERE order_id = $1 AND status = 'SUCCEEDED'",
          [order.order_id],
        );
        for (const payment of paid) await enqueueRefund(tx, payment.payment_id, now);
      });
      const order = await loadOwnOrder(db, requester, query.order_id, 'query.order_id');
      // The answer is the order as canceled; its refund, if any, follows.
      deps.wakeJobs();
      return order;
    },
  };
}
