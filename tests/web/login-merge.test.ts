import { describe, expect, it, jest } from '@jest/globals';
import { EMPTY_LOCAL_BASKET, type LocalBasket } from '../../web/src/features/basket/local/localBasket';
import {
  emptiedElsewhere,
  firstKeptNotice,
  KEPT_NOTICE_KEY,
  MERGE_LOCK,
  mergeChanges,
  runLoginMerge,
  withMergeLock,
  type MergeSteps,
} from '../../web/src/features/basket/merge/loginMerge';

const item = (packId: string, quantity: number) => ({
  packId,
  campaignId: 'c1',
  campaignUrl: 'c1',
  quantity,
  options: [],
  added: 'a',
  updated: 'a',
});
const LOCAL: LocalBasket = { ...EMPTY_LOCAL_BASKET, items: [item('p1', 2), item('p2', 1)], mergeId: 'm-1' };

function steps(overrides: Partial<MergeSteps> & { local?: LocalBasket; serverKeeps?: boolean } = {}) {
  let local = overrides.local ?? LOCAL;
  const calls: string[] = [];
  const merge = jest.fn(async (mergeId: string, items: LocalBasket['items']) => {
    calls.push(`merge ${mergeId} ${items.map((i) => `${i.packId}x${i.quantity}`).join(',')}`);
    if (overrides.serverKeeps) return { replayed: false, kept: true, outcomes: [] };
    return {
      replayed: false,
      kept: false,
      outcomes: items.map((i) => ({
        packId: i.packId,
        campaignId: 'c1',
        requested: i.quantity,
        quantity: i.quantity,
        result: 'ADDED' as const,
      })),
    };
  });
  const all: MergeSteps = {
    readLocal: () => local,
    clearLocal: () => {
      calls.push('clear');
      local = EMPTY_LOCAL_BASKET;
    },
    merge,
    alone: async (work) => {
      calls.push('lock');
      try {
        return await work();
      } finally {
        calls.push('unlock');
      }
    },
    newMergeId: () => 'fresh',
    ...overrides,
  };
  return { all, calls, merge, local: () => local };
}

describe('the login merge (spec section 4)', () => {
  it.each([
    ['no local basket: nothing to do', { local: EMPTY_LOCAL_BASKET }, 'nothing', []],
    [
      'a non-empty server basket wins and the local one stays',
      { serverKeeps: true },
      'serverKept',
      ['lock', 'merge m-1 p1x2,p2x1', 'unlock'],
    ],
    [
      'an empty server basket receives every local line, then the local basket is cleared',
      {},
      'merged',
      ['lock', 'merge m-1 p1x2,p2x1', 'clear', 'unlock'],
    ],
    [
      'a basket without a merge id gets one',
      { local: { ...LOCAL, mergeId: null } },
      'merged',
      ['lock', 'merge fresh p1x2,p2x1', 'clear', 'unlock'],
    ],
  ] as const)('%s', async (_, overrides, kind, calls) => {
    const run = steps(overrides as Parameters<typeof steps>[0]);
    expect((await runLoginMerge(run.all)).kind).toBe(kind);
    expect(run.calls).toEqual(calls);
  });

  it('names the local basket a server basket was kept over, with the id it was sent with', async () => {
    expect(await runLoginMerge(steps({ serverKeeps: true }).all)).toEqual({ kind: 'serverKept', mergeId: 'm-1' });
    const fresh = steps({ serverKeeps: true, local: { ...LOCAL, mergeId: null } });
    expect(await runLoginMerge(fresh.all)).toEqual({ kind: 'serverKept', mergeId: 'fresh' });
  });

  it('tells about a kept basket once per local basket, and again when storage refuses to remember', () => {
    const stored = new Map<string, string>();
    const storage = () => ({
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    expect(firstKeptNotice(storage, 'm-1')).toBe(true);
    expect(stored.get(KEPT_NOTICE_KEY)).toBe('m-1');
    expect(firstKeptNotice(storage, 'm-1')).toBe(false);
    expect(firstKeptNotice(storage, 'm-2')).toBe(true);
    const refusing = () => {
      throw new Error('SecurityError');
    };
    expect(firstKeptNotice(refusing, 'm-1')).toBe(true);
  });

  it('reads the local basket again once its turn comes: another tab merged it meanwhile', async () => {
    const run = steps();
    // The tab that held the lock merged and cleared the shared basket before this one got it.
    run.all.alone = async (work) => {
      run.all.clearLocal();
      return work();
    };
    expect(await runLoginMerge(run.all)).toEqual({ kind: 'mergedElsewhere' });
    expect(run.merge).not.toHaveBeenCalled();
  });

  it('clears the local basket when the server says its merge was done before (an answer lost to a reload)', async () => {
    const run = steps({ merge: async () => ({ replayed: true, kept: false, outcomes: [] }) });
    expect(await runLoginMerge(run.all)).toMatchObject({ kind: 'merged', replayed: true });
    expect(run.local()).toBe(EMPTY_LOCAL_BASKET);
    expect(run.calls).toEqual(['lock', 'clear', 'unlock']);
  });

  it('keeps the local basket when the server call fails, and frees the lock', async () => {
    const run = steps({ merge: async () => Promise.reject(new Error('offline')) });
    await expect(runLoginMerge(run.all)).rejects.toThrow('offline');
    expect(run.local()).toBe(LOCAL);
    expect(run.calls).toEqual(['lock', 'unlock']);
  });

  it('reports capped and dropped lines only, and nothing for a replay', () => {
    const report = {
      kind: 'merged' as const,
      items: LOCAL.items,
      replayed: false,
      outcomes: [
        { packId: 'p1', campaignId: 'c1', requested: 2, quantity: 1, result: 'CAPPED' as const, reason: 'STOCK' },
        { packId: 'p2', campaignId: 'c1', requested: 1, quantity: 1, result: 'ADDED' as const },
      ],
    };
    expect(mergeChanges(report).map((change) => [change.item.packId, change.result])).toEqual([['p1', 'CAPPED']]);
    expect(mergeChanges({ ...report, replayed: true })).toEqual([]);
  });
});

// Chromium's own Web Locks are exercised by tests/e2e/basket.spec.ts (two tabs signing in at once).
describe('the merge lock between tabs', () => {
  it('asks the browser for the merge lock, with the signal that stops waiting, and answers what the merge answers', async () => {
    const requests: unknown[][] = [];
    const locks = {
      request: async (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
        requests.push([name, options.signal]);
        return callback(null);
      },
    } as unknown as LockManager;
    const signal = new AbortController().signal;
    expect(await withMergeLock(locks, async () => 'merged', signal)).toBe('merged');
    expect(requests).toEqual([[MERGE_LOCK, signal]]);
  });

  it('without Web Locks (not a secure context), runs the merge unguarded: the merge id still guards it', async () => {
    expect(await withMergeLock(undefined, async () => 'merged')).toBe('merged');
  });
});

describe('emptiedElsewhere', () => {
  const stored = JSON.stringify(LOCAL);
  const key = 'LOCAL_BASKET_KEY';

  it('is another tab removing a local basket that had lines', () => {
    expect(emptiedElsewhere({ key, oldValue: stored, newValue: null })).toBe(true);
    // An empty basket that keeps its delivery country is stored, not removed.
    expect(emptiedElsewhere({ key, oldValue: stored, newValue: JSON.stringify({ ...LOCAL, items: [] }) })).toBe(true);
  });

  it('is not a basket filled or changed, one that had no lines, or another key', () => {
    expect(emptiedElsewhere({ key, oldValue: null, newValue: stored })).toBe(false);
    const fewer = JSON.stringify({ ...LOCAL, items: LOCAL.items.slice(1) });
    expect(emptiedElsewhere({ key, oldValue: stored, newValue: fewer })).toBe(false);
    expect(emptiedElsewhere({ key, oldValue: null, newValue: null })).toBe(false);
    expect(emptiedElsewhere({ key: 'theme', oldValue: stored, newValue: null })).toBe(false);
    // localStorage.clear() in another tab: not a merge's end, and nothing says what was there.
    expect(emptiedElsewhere({ key: null, oldValue: null, newValue: null })).toBe(false);
  });
});
