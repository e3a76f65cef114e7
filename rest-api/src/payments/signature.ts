import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a webhook's timestamp may be from our clock before it counts as a replay. */
export const WEBHOOK_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `Payment-Signature` header of a body sent at `timestamp` (Unix seconds). */
export const signPayload = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

export type SignatureVerdict = { valid: true } | { valid: false; status: 400 | 401; message: string };

/**
 * Checks a webhook's signature header against its raw body: readable (else 400), signed with our
 * secret (else 401; compared in constant time, so timing tells nothing of the right signature),
 * and recent (else 400: a captured event replayed later).
 */
export function verifySignature(header: string | undefined, body: string, secret: string, now: Date): SignatureVerdict {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { valid: false, status: 400, message: 'header.payment-signature must be t=<unix seconds>,v1=<hex>' };
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { valid: false, status: 401, message: 'The webhook signature does not match' };
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_S) {
    return { valid: false, status: 400, message: 'The webhook timestamp is too far from now (a replay?)' };
  }
  return { valid: true };
}
