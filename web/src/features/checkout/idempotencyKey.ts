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
