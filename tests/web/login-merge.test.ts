import { describe, expect, it, jest } from '@jest/globals';
import { EMPTY_LOCAL_BASKET, type LocalBasket } from '../../web/src/features/basket/local/localBasket';
import { mergeChanges, runLoginMerge, type MergeSteps } from '../../web/src/features/basket/merge/loginMerge';
import { holdsLock, MERGE_LOCK_TTL_MS, tryLock, unlock } from '../../web/src/features/basket/merge/mergeLock';

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

function steps(overrides: Partial<MergeSteps> & { local?: LocalBasket; serverCount?: number } = {}) {
  let local = overrides.local ?? LOCAL;
  const calls: string[] = [];
  const merge = jest.fn(async (mergeId: string, items: LocalBasket['items']) => {
    calls.push(`merge ${mergeId} ${items.map((i) => `${i.packId}x${i.quantity}`).join(',')}`);
    return {
      replayed: false,
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
    serverItemCount: async () => overrides.serverCount ?? 0,
    merge,
    lock: async () => true,
    unlock: () => calls.push('unlock'),
    newMergeId: () => 'fresh',
    ...overrides,
  };
  return { all, calls, merge, local: () => local };
}

describe('the login merge (spec section 4)', () => {
  it.each([
    ['no local basket: nothing to do', { local: EMPTY_LOCAL_BASKET }, 'nothing', []],
    ['a non-empty server basket wins and the local one stays', { serverCount: 3 }, 'serverKept', ['unlock']],
    ['another tab holds the lock: this one waits', { lock: async () => false }, 'busy', []],
    [
      'an empty server basket receives every local line, then the local basket is cleared',
      {},
      'merged',
      ['merge m-1 p1x2,p2x1', 'clear', 'unlock'],
    ],
    [
      'a basket without a merge id gets one',
      { local: { ...LOCAL, mergeId: null } },
      'merged',
      ['merge fresh p1x2,p2x1', 'clear', 'unlock'],
    ],
  ] as const)('%s', async (_, overrides, kind, calls) => {
    const run = steps(overrides as Parameters<typeof steps>[0]);
    expect((await runLoginMerge(run.all)).kind).toBe(kind);
    expect(run.calls).toEqual(calls);
  });

  it('keeps the local basket when the server call fails, and frees the lock', async () => {
    const run = steps({ merge: async () => Promise.reject(new Error('offline')) });
    await expect(runLoginMerge(run.all)).rejects.toThrow('offline');
    expect(run.local()).toBe(LOCAL);
    expect(run.calls).toEqual(['unlock']);
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

describe('the merge lock between tabs', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
  };

  it('is taken by one owner until it expires or is freed', () => {
    const shared = storage();
    expect(tryLock(shared, 'tab-a', 0)).toBe(true);
    expect(tryLock(shared, 'tab-b', 1000)).toBe(false);
    expect(holdsLock(shared, 'tab-a', 1000)).toBe(true);
    expect(tryLock(shared, 'tab-b', MERGE_LOCK_TTL_MS + 1)).toBe(true);
    unlock(shared, 'tab-a');
    expect(holdsLock(shared, 'tab-b', MERGE_LOCK_TTL_MS + 2)).toBe(true);
    unlock(shared, 'tab-b');
    expect(tryLock(shared, 'tab-a', MERGE_LOCK_TTL_MS + 3)).toBe(true);
  });

  it('when two tabs write at once, the last writer holds it', () => {
    const shared = storage();
    shared.setItem('LOCAL_BASKET_KEY:merge-lock', 'garbage');
    expect(tryLock(shared, 'tab-a', 0)).toBe(true);
    shared.setItem('LOCAL_BASKET_KEY:merge-lock', JSON.stringify({ owner: 'tab-b', expires: 30_000 }));
    expect(holdsLock(shared, 'tab-a', 10)).toBe(false);
    expect(holdsLock(shared, 'tab-b', 10)).toBe(true);
  });
});
