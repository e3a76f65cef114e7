import { RetryLink } from '@apollo/client/link/retry';

/** Spec section 9: a failed request is tried 3 times in all, 1 s then doubling, never over 30 s. */
export const RETRY_POLICY = { attempts: 3, initialDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** Milliseconds to wait before attempt `attempt` (2 for the first retry). */
export const retryDelay = (attempt: number) =>
  Math.min(RETRY_POLICY.initialDelayMs * 2 ** (attempt - 2), RETRY_POLICY.maxDelayMs);

// Only network failures are retried: a GraphQL error (bad input, not found) would fail again.
export const createRetryLink = () =>
  new RetryLink({
    attempts: { max: RETRY_POLICY.attempts, retryIf: (error) => Boolean(error) && !('errors' in (error as object)) },
    delay: (count) => retryDelay(count + 1),
  });
