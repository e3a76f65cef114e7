import type { FastifyRequest, RouteOptions } from 'fastify';
import { Readable } from 'node:stream';
import type { Clock } from '../clock.js';
import type { Database, Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { HttpError, notFound } from '../http/errors.js';
import type { PaymentSettings } from '../payment-provider.js';
import { settlePayment } from './settle.js';
import { verifySignature } from './signature.js';

type PaymentEvent = components['schemas']['PaymentEvent'];

export interface WebhookDeps {
  db: Database;
  clock: Clock;
  payments: PaymentSettings;
  /** Runs the jobs a settlement enqueued (a refund) now rather than at the next poll. */
  wakeJobs: () => void;
}

/**
 * Applies one event in one transaction: the event id is recorded first, so the same event twice
 * finds it and changes nothing; the payment then settles as `settlePayment` says.
 */
export async function applyEvent(tx: Queryable, event: PaymentEvent, now: Date): Promise<{ duplicate: boolean }> {
  const { payment_id: paymentId, provider_ref: providerRef, failure_code: failureCode = null } = event.data;
  const [payment] = await tx.query('SELECT 1 FROM payments WHERE payment_id = $1', [paymentId]);
  if (!payment) throw notFound('Payment', 'body.data.payment_id');
  const fresh = await tx.query(
    'INSERT INTO payment_events (event_id, payment_id, type, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING RETURNING 1',
    [event.id, paymentId, event.type, now],
  );
  if (fresh.length === 0) return { duplicate: true };
  await settlePayment(tx, { paymentId, type: event.type, providerRef, failureCode }, now);
  return { duplicate: false };
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
      const { duplicate } = await deps.db.transaction((tx) => applyEvent(tx, event, deps.clock()));
      deps.wakeJobs();
      return { received: true, duplicate };
    },
  };
}
