/**
 * How long to wait before attempt `attempt + 1` after `attempt` failed: doubling from `baseMs` up
 * to `maxMs`, the second half of it random ("equal jitter"), so that jobs failing together (a
 * webhook endpoint down) do not all come back at the same instant.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
