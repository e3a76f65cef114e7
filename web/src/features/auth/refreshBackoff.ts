/** Spec section 4: the first retry of a failed token refresh comes 30 seconds later... */
const FIRST_RETRY_MS = 30_000;
/** ...and each next one twice as late, up to 16 minutes apart. */
const LONGEST_RETRY_MS = 16 * 60_000;

/** How long to wait before retrying a token refresh that has failed `failures` times in a row. */
export function refreshRetryDelayMs(failures: number): number {
  const doublings = Math.max(0, Math.floor(failures) - 1);
  // 2^5 × 30 s already reaches the ceiling: cap the exponent so the delay never overflows.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(doublings, 16), LONGEST_RETRY_MS);
}
