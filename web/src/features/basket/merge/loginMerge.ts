import { LOCAL_BASKET_KEY, parseLocalBasket, type LocalBasket, type LocalBasketItem } from '../local/localBasket';

export type MergeResult = 'ADDED' | 'CAPPED' | 'DROPPED';
export interface MergeOutcome {
  packId: string;
  campaignId: string;
  requested: number;
  quantity: number;
  result: MergeResult;
  reason?: string | null;
}

export interface MergeSteps {
  readLocal(): LocalBasket;
  clearLocal(): void;
  /**
   * The server's merge: the same id twice adds nothing the second time (`replayed`), and a server
   * basket that has lines merges nothing (`kept`).
   */
  merge(
    mergeId: string,
    items: LocalBasketItem[],
  ): Promise<{ replayed: boolean; kept: boolean; outcomes: MergeOutcome[] }>;
  /** Runs `work` alone among this browser's tabs: while another tab runs it, this one waits its turn. */
  alone<T>(work: () => Promise<T>): Promise<T>;
  newMergeId(): string;
}

export type MergeReport =
  | { kind: 'nothing' }
  /** Another tab merged while this one waited for its turn: the account's basket changed on the server. */
  | { kind: 'mergedElsewhere' }
  /** Spec section 4: a non-empty server basket wins; the local one stays in storage, under this id. */
  | { kind: 'serverKept'; mergeId: string }
  | { kind: 'merged'; items: LocalBasketItem[]; outcomes: MergeOutcome[]; replayed: boolean };

/**
 * The login merge of spec section 4: when the server basket is empty and a local one exists,
 * the local lines go to the server (one at a time, on the server, in their order) and the local
 * basket is cleared. Guarded twice against running twice: a lock between this browser's tabs, and
 * the basket's merge id, which the server merges once. The local basket is cleared only after the
 * server answered, so a failed call loses nothing (a retry with the same id cannot duplicate).
 * The server decides whether its basket is empty, under its lock, after looking the id up: a
 * merge whose answer never came (the page reloaded meanwhile) is answered as a replay when tried
 * again, and its local basket cleared, though the server basket now holds those lines.
 */
export async function runLoginMerge(steps: MergeSteps): Promise<MergeReport> {
  if (steps.readLocal().items.length === 0) return { kind: 'nothing' };
  return steps.alone(async (): Promise<MergeReport> => {
    // Read again once this tab's turn came, never a copy from before: the tab that went first
    // merged and cleared the basket meanwhile.
    const local = steps.readLocal();
    if (local.items.length === 0) return { kind: 'mergedElsewhere' };
    const mergeId = local.mergeId ?? steps.newMergeId();
    const { replayed, kept, outcomes } = await steps.merge(mergeId, local.items);
    if (kept) return { kind: 'serverKept', mergeId };
    steps.clearLocal();
    return { kind: 'merged', items: local.items, outcomes, replayed };
  });
}

/** Where the id of the last kept local basket the shopper was told about is stored. */
export const KEPT_NOTICE_KEY = `${LOCAL_BASKET_KEY}:kept-notice`;

/**
 * Whether to tell the shopper that their account's basket won over this local one: once per local
 * basket (its merge id), not on every page load, where the merge runs again and is kept again.
 */
export function firstKeptNotice(storage: () => Pick<Storage, 'getItem' | 'setItem'>, mergeId: string): boolean {
  try {
    if (storage().getItem(KEPT_NOTICE_KEY) === mergeId) return false;
    storage().setItem(KEPT_NOTICE_KEY, mergeId);
  } catch {
    // Storage refused: telling again on the next load is better than never telling.
  }
  return true;
}

/** The Web Lock the login merge is run under, named after the basket it guards. */
export const MERGE_LOCK = `${LOCAL_BASKET_KEY}:merge`;

/**
 * Runs `work` under this browser's merge lock (Web Locks API): a tab that finds it taken waits in
 * the browser's queue, until `signal` gives up. The browser frees the lock when `work` settles or
 * its page goes away (closed, reloaded, crashed), so nothing expires and nobody polls.
 * Web Locks exist only in secure contexts (https, localhost): elsewhere `locks` is undefined and
 * `work` runs unguarded, the basket's merge id still making the server add it once.
 */
export async function withMergeLock<T>(
  locks: LockManager | undefined,
  work: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return locks ? await locks.request(MERGE_LOCK, { signal }, work) : await work();
}

/**
 * Whether a `storage` event says another tab emptied the local basket, as its login merge does once
 * the server has the lines. A signed-in tab that read the server basket before then must ask again:
 * its own merge may find nothing left to merge.
 */
export function emptiedElsewhere(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  return (
    event.key === LOCAL_BASKET_KEY &&
    parseLocalBasket(event.oldValue).items.length > 0 &&
    parseLocalBasket(event.newValue).items.length === 0
  );
}

/** The lines the user must hear about: capped or dropped, with the local line they came from. */
export function mergeChanges(report: MergeReport): (MergeOutcome & { item: LocalBasketItem })[] {
  if (report.kind !== 'merged' || report.replayed) return [];
  return report.outcomes.flatMap((outcome, index) => {
    const item = report.items[index];
    return outcome.result !== 'ADDED' && item ? [{ ...outcome, item }] : [];
  });
}
