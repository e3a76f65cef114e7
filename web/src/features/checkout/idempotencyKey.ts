import type { Card } from './cardRules';

/**
 * One checkout attempt, one idempotency key: created when the attempt starts, kept in
 * sessionStorage so a double click, a retry after a lost answer or a reload of the page sends
 * the same key (one order), and dropped once the order exists and is settled or left.
 */
const keyName = (campaignId: string) => `checkout-key:${campaignId}`;

export function checkoutKey(campaignId: string, storage: Pick<Storage, 'getItem' | 'setItem'>, create: () => string) {
  const existing = storage.getItem(keyName(campaignId));
  if (existing) return existing;
  const key = create();
  storage.setItem(keyName(campaignId), key);
  return key;
}

export const forgetCheckoutKey = (campaignId: string, storage: Pick<Storage, 'removeItem'>) =>
  storage.removeItem(keyName(campaignId));

/**
 * One payment attempt, one key: paying the same order with the same card again is a retry of the
 * attempt (same key: the server charges once), another card is a new attempt (a new key, which the
 * server refuses while the first payment is in progress). Kept in memory only, as the card is: a
 * reloaded page types the card again, and the server's one-payment-per-order rule covers it.
 */
export function paymentKey(attempts: Map<string, string>, orderId: string, card: Card, create: () => string) {
  const attempt = JSON.stringify([orderId, card.number.replace(/\D/g, ''), card.expMonth, card.expYear, card.cvc]);
  const key = attempts.get(attempt) ?? create();
  attempts.set(attempt, key);
  return key;
}
