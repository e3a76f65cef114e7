import { describe, expect, it } from 'vitest';
import { RETRY_POLICY, retryDelay } from '../../web/src/graphql/retry.js';

describe('the client retry policy of spec section 9', () => {
  it('tries 3 times, waiting 1 s then doubling', () => {
    expect(RETRY_POLICY.attempts).toBe(3);
    expect([2, 3].map(retryDelay)).toEqual([1000, 2000]);
  });
  it('never waits more than 30 s', () => {
    expect(retryDelay(10)).toBe(30_000);
  });
});
