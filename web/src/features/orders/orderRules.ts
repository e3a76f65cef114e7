import type { OrderStatus } from '@/graphql/generated/graphql';

/** The webhook settles a WAITING order asynchronously: the page asks again until it moves. */
export const POLL_WHILE_WAITING_MS = 2000;

const FAILED: OrderStatus[] = [
  'CANCELED_BY_USER',
  'CANCELED_BY_WEBHOOK',
  'CANCELED_BY_BACKOFFICE',
  'CANCELED',
  'ERROR',
];

/** A failed or canceled order's packs can go back into the basket. */
export const isFailed = (status: OrderStatus) => FAILED.includes(status);

/** The rest-api's rule (openapi `/order/cancel`): WAITING or CONFIRMED, while the campaign is ongoing. */
export const canCancel = (status: OrderStatus, campaignState: string) =>
  (status === 'WAITING' || status === 'CONFIRMED') && campaignState === 'ONGOING';

/** Options can change while the order is WAITING or CONFIRMED (openapi `/order/option`). */
export const canChangeOptions = (status: OrderStatus) => status === 'WAITING' || status === 'CONFIRMED';

/** Purchases already reported, so a reload or a second visit never sends `purchase` twice. */
export const PURCHASES_SENT_KEY = 'analytics:purchases-sent';

/** Whether to send `purchase` now, and the list to store: once per CONFIRMED order, ever. */
export function purchaseToSend(status: OrderStatus, orderId: string, sentRaw: string | null): string[] | null {
  if (status !== 'CONFIRMED') return null;
  let sent: string[] = [];
  try {
    const parsed: unknown = JSON.parse(sentRaw ?? '[]');
    if (Array.isArray(parsed)) sent = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // An unreadable list counts as empty.
  }
  if (sent.includes(orderId)) return null;
  // The newest 100 are enough to recognise a reload; the list never grows without bound.
  return [...sent, orderId].slice(-100);
}
