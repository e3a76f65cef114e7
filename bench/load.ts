/** Runs `operation` from `concurrency` loops for `seconds` and reports throughput and latency. */
export interface LoadResult {
  /** Pages served per second. */
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/**
 * Closed loops for `seconds`, or until `pages` operations have ended when that comes first (a
 * warm-up counted in pages).
 */
export async function load(
  operation: () => Promise<void>,
  concurrency: number,
  seconds: number,
  pages = Infinity,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && latencies.length + errors < pages) {
      const begin = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - begin);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

/** The longest a warm-up may take, whatever pages it has not served by then. */
const WARM_UP_SECONDS = 60;

/**
 * Serves `pages` pages (a minute at most) before any round: V8 optimises a function once it
 * has run often enough, so a warm-up counted in pages leaves a slow path as warm as a fast one.
 * Two seconds, as before, left the facade still compiling through its first rounds
 * (docs/decisions/0019-benchmarks.md).
 */
export const warmUp = (operation: () => Promise<void>, concurrency: number, pages: number) =>
  load(operation, concurrency, WARM_UP_SECONDS, pages);
