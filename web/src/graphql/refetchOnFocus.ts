import type { ApolloClient } from '@apollo/client';

/** Spec section 9: data younger than this is not asked for again when the window regains focus. */
export const STALE_TIME_MS = 60_000;

/**
 * Spec section 9: when the shopper comes back to the tab (focus, or the page visible again), the
 * queries on screen are asked again, so a basket changed in another tab or a stock that moved
 * shows at once. At most once per stale time: switching windows back and forth costs nothing.
 * Returns the function that stops listening.
 */
export function refetchOnFocus(
  client: Pick<ApolloClient, 'refetchQueries'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  isVisible: () => boolean,
  now: () => number = Date.now,
): () => void {
  let last = now();
  const onFocus = () => {
    if (!isVisible() || now() - last < STALE_TIME_MS) return;
    last = now();
    // A failure is the query's own error, shown where it is used; the listener has nothing to add.
    void client.refetchQueries({ include: 'active' }).catch(() => undefined);
  };
  target.addEventListener('focus', onFocus);
  target.addEventListener('visibilitychange', onFocus);
  return () => {
    target.removeEventListener('focus', onFocus);
    target.removeEventListener('visibilitychange', onFocus);
  };
}
