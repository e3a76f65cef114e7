import { LOCAL_BASKET_KEY } from '../local/localBasket';

/** The Web Locks name of the login merge, beside the basket it guards. */
export const MERGE_LOCK = `${LOCAL_BASKET_KEY}:merge`;

/**
 * Runs `merge` while no other tab of this browser merges: a tab that finds the lock taken waits
 * for it (aborted by `signal`). The browser frees the lock when `merge` settles or its page goes
 * away, so a tab closed mid-merge holds nobody up.
 *
 * Every supported browser has Web Locks, but only in a secure context (https, localhost): on a
 * plain-http origin `locks` is undefined and the merge runs unguarded; the basket's merge id still
 * makes the server add it once.
 */
export function withMergeLock<T>(
  locks: LockManager | undefined,
  merge: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  // The browser resolves `request` with what the callback's promise resolves to (DOM types stop at the promise).
  return locks ? (locks.request(MERGE_LOCK, { signal }, merge) as unknown as Promise<T>) : merge();
}
