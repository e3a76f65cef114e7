/** Runs `operation` from `concurrency` loops for `seconds` and reports throughput and latency. */
export interface LoadResult {
  /** Pages served per second. */
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export async function load(operation: () => Promise<void>, concurrency: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
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
