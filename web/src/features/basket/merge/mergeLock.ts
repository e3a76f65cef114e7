import { LOCAL_BASKET_KEY } from '../local/localBasket';

/** Beside the basket: which tab is merging it, until when. */
export const MERGE_LOCK_KEY = `${LOCAL_BASKET_KEY}:merge-lock`;
/** Long enough for one merge call; a tab that died mid-merge frees it by itself. */
export const MERGE_LOCK_TTL_MS = 30_000;

type LockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface Lock {
  owner: string;
  expires: number;
}

function readLock(storage: LockStorage): Lock | null {
  try {
    const lock = JSON.parse(storage.getItem(MERGE_LOCK_KEY) ?? 'null') as Lock | null;
    return lock && typeof lock.owner === 'string' && typeof lock.expires === 'number' ? lock : null;
  } catch {
    return null;
  }
}

/**
 * Takes the merge lock for `owner` unless another owner holds a live one. Storage has no
 * compare-and-set, so two tabs may both write: the caller confirms with `holdsLock` after a short
 * pause, and the last writer wins. The server's merge id is the second guard behind this one.
 */
export function tryLock(storage: LockStorage, owner: string, now: number): boolean {
  const lock = readLock(storage);
  if (lock && lock.owner !== owner && lock.expires > now) return false;
  storage.setItem(MERGE_LOCK_KEY, JSON.stringify({ owner, expires: now + MERGE_LOCK_TTL_MS }));
  return true;
}

export const holdsLock = (storage: LockStorage, owner: string, now: number) => {
  const lock = readLock(storage);
  return lock?.owner === owner && lock.expires > now;
};

/** Frees the lock if `owner` still holds it. */
export function unlock(storage: LockStorage, owner: string): void {
  if (readLock(storage)?.owner === owner) storage.removeItem(MERGE_LOCK_KEY);
}
