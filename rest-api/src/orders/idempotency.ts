import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { fieldError } from '../http/errors.js';

/** One order mutation sent with an idempotency key (migration 008, decision 0011). */
export interface KeyedAttempt {
  userId: number;
  /** The client's key; without one the request is not protected against its own retries. */
  key: string | undefined;
  /** Where a refusal of the key points (`body.idempotency_key`). */
  field: string;
  /** The contract's operationId: a key serves one operation. */
  operation: 'payOrder' | 'cancelOrder';
  /** Everything that makes two requests the same one, the order id among it. */
  request: unknown;
  orderId: number;
  now: Date;
}

const seal = (salt: string, request: unknown) =>
  createHmac('sha256', salt).update(JSON.stringify(request)).digest('hex');

/** A salted HMAC: a card number in the request can be compared later but not read back nor guessed. */
function fingerprint(request: unknown): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}.${seal(salt, request)}`;
}

function sameRequest(stored: string, request: unknown): boolean {
  const [salt = '', mac = ''] = stored.split('.');
  return timingSafeEqual(Buffer.from(mac, 'hex'), Buffer.from(seal(salt, request), 'hex'));
}

/**
 * Claims the attempt's key inside the transaction that holds the order's row lock, before the
 * mutation writes anything: `replay` when this key already did this very request (the caller
 * answers the order as it is now and does nothing again), `first` when the mutation should run
 * (the key is then kept with its outcome, or rolled back with it). The same key for another
 * operation, order or body is refused (422): Stripe's rule, so a client bug never passes for a retry.
 */
export async function claimKey(tx: Queryable, attempt: KeyedAttempt): Promise<'first' | 'replay'> {
  if (attempt.key === undefined) return 'first';
  const [seen] = await tx.query<{ operation: string; fingerprint: string }>(
    'SELECT operation, fingerprint FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [attempt.userId, attempt.key],
  );
  if (seen) {
    if (seen.operation === attempt.operation && sameRequest(seen.fingerprint, attempt.request)) return 'replay';
    throw fieldError(422, attempt.field, 'was already used for another request: make a new key for each attempt');
  }
  // A concurrent request with this key on another order (not behind our row lock) may have
  // claimed it meanwhile: PostgreSQL makes this insert wait for it, then we judge its claim.
  const inserted = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, operation, fingerprint, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING 1`,
    [attempt.userId, attempt.key, attempt.operation, fingerprint(attempt.request), attempt.orderId, attempt.now],
  );
  return inserted.length > 0 ? 'first' : claimKey(tx, attempt);
}
