import type { FastifyRequest, RouteOptions } from 'fastify';
import { Readable } from 'node:stream';
import type { Clock } from '../clock.js';
import type { Database, Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { HttpError, notFound } from '../http/errors.js';
import { recordParticipation } from '../orders/participation.js';
import { changeStatus } from '../orders/status.js';
import { returnStock } from '../orders/stock.js';
import type { PaymentSettings } from './provider.js';
import { verifySignature } from './signature.js';

type PaymentEvent = components['schemas']['PaymentEvent'];
type OrderStatus = components['schemas']['OrderStatus'];

export interface WebhookDeps {
  db: Database;
  clock: Clock;
  payments: PaymentSettings;
}

// What each event makes of the payment and of a WAITING order.
const EFFECTS: Record<PaymentEvent['type'], { payment: string; order: OrderStatus }> = {
  'payment.succeeded': { payment: 'SUCCEEDED', order: 'CONFIRMED' },
  'payment.declined': { payment: 'DECLINED', order: 'CANCELED_BY_WEBHOOK' },
  'payment.canceled': { payment: 'CANCELED', order: 'CANCELED_BY_WEBHOOK' },
  'payment.failed': { payment: 'FAILED', order: 'ERROR' },
};

interface Applied {
  duplicate: boolean;
  /** A success for an order that stopped waiting (its reservation ran out, the buyer canceled): give the money back. */
  refund?: { paymentId: string; providerRef: string };
}

/**
 * Applies one event in one transaction: the event id is recorded first, so the same event twice
 * finds it and changes nothing. Only a WAITING order moves; its stock goes back unless it is paid.
 */
export async function applyEvent(tx: Queryable, event: PaymentEvent, now: Date): Promise<Applied> {
  const { payment_id: paymentId, provider_ref: providerRef, failure_code: failureCode = null } = event.data;
  const [payment] = await tx.query<{ order_id: number }>(
    'SELECT order_id FROM payments WHERE payment_id = $1 FOR UPDATE',
    [paymentId],
  );
  if (!payment) throw notFound('Payment', 'body.data.payment_id');
  const fresh = await tx.query(
    'INSERT INTO payment_events (event_id, payment_id, type, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING RETURNING 1',
    [event.id, paymentId, event.type, now],
  );
  if (fresh.length === 0) return { duplicate: true };
  const effect = EFFECTS[event.type];
  await tx.query(
    `UPDATE payments SET status = $2, provider_ref = COALESCE(provider_ref, $3), failure_code = $4, updated_at = $5
     WHERE payment_id = $1`,
    [paymentId, effect.payment, providerRef, failureCode, now],
  );
  const [order] = await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE order_id = $1 FOR UPDATE', [
    payment.order_id,
  ]);
  if (order?.status !== 'WAITING') {
    return effect.order === 'CONFIRMED'
      ? { duplicate: false, refund: { paymentId, providerRef } }
      : { duplicate: false };
  }
  await changeStatus(tx, payment.order_id, effect.order, now, failureCode);
  if (effect.order === 'CONFIRMED') await recordParticipation(tx, payment.order_id, now);
  else await returnStock(tx, [payment.order_id]);
  return { duplicate: false };
}

/** Gives a late success back through the provider, and records it; a failure is logged for a person to follow. */
export async function refundPayment(
  deps: WebhookDeps,
  paymentId: string,
  providerRef: string,
  log: (e: unknown) => void,
) {
  try {
    const { refundRef } = await deps.payments.provider.refund(providerRef);
    await deps.db.query(
      "UPDATE payments SET status = 'REFUNDED', refund_ref = $2, updated_at = $3 WHERE payment_id = $1",
      [paymentId, refundRef, deps.clock()],
    );
  } catch (error) {
    log(error);
  }
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * `POST /payments/webhook`. The signature covers the exact bytes sent, so the raw body is kept
 * while Fastify parses it; the signature is checked before the contract validates the event.
 */
export function webhookRoute(deps: WebhookDeps): Partial<RouteOptions> {
  return {
    async preParsing(request, _reply, payload) {
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
      const raw = Buffer.concat(chunks);
      rawBodies.set(request, raw.toString('utf8'));
      const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
      copy.receivedEncodedLength = raw.length;
      return copy;
    },
    async preValidation(request) {
      const header = request.headers['payment-signature'];
      const verdict = verifySignature(
        typeof header === 'string' ? header : undefined,
        rawBodies.get(request) ?? '',
        deps.payments.webhookSecret,
        deps.clock(),
      );
      if (!verdict.valid) throw new HttpError(verdict.status, verdict.message);
    },
    async handler(request) {
      const event = request.body as PaymentEvent;
      const applied = await deps.db.transaction((tx) => applyEvent(tx, event, deps.clock()));
      if (applied.refund) {
        await refundPayment(deps, applied.refund.paymentId, applied.refund.providerRef, (e) => request.log.error(e));
      }
      return { received: true, duplicate: applied.duplicate };
    },
  };
}
