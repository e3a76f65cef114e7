import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { ApolloLink } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';

/** Spec section 9: a failed request is retried 3 times (4 attempts in all), 1 s then doubling, never over 30 s. */
export const RETRY_POLICY = { retries: 3, initialDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** Milliseconds to wait before retry number `retry` (1 for the first retry). */
export const retryDelay = (retry: number) =>
  Math.min(RETRY_POLICY.initialDelayMs * 2 ** (retry - 1), RETRY_POLICY.maxDelayMs);

/**
 * Safe to send again: a query (it changes nothing), and a mutation that carries the idempotency
 * key of its attempt (an order, a payment, a cancellation: the server answers a retry like the
 * first call and does nothing twice, tests/web/lost-answer-retry.test.ts). Any other mutation
 * whose answer was lost may have taken effect, and is not repeated.
 */
export function isSafeToRetry(operation: Pick<ApolloLink.Operation, 'operationType' | 'variables'>): boolean {
  if (operation.operationType === OperationTypeNode.QUERY) return true;
  const key = (operation.variables as Record<string, unknown> | undefined)?.idempotencyKey;
  return operation.operationType === OperationTypeNode.MUTATION && typeof key === 'string' && key.length > 0;
}

// A status that says "later may work": an overloaded or restarting server, a gateway between.
const transientStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Whether a failure may pass on another try: the network, a time-out, a 5xx. A GraphQL error
 * (bad input, not found, unauthenticated) or another 4xx would fail again the same way.
 */
export function isTransient(error: unknown): boolean {
  if (!error || CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return transientStatus(error.statusCode);
  if (ServerParseError.is(error)) return transientStatus(error.statusCode);
  return true;
}

export const createRetryLink = () =>
  new RetryLink({
    attempts: {
      max: RETRY_POLICY.retries + 1,
      retryIf: (error, operation) => isSafeToRetry(operation) && isTransient(error),
    },
    // `count` is the number of the retry about to be made: 1 for the first.
    delay: (count) => retryDelay(count),
  });
