// One round of load on one path: throughput and latency as the client sees them, and the CPU
// time the front process and the rest-api spent per page (from /proc, so the load generator's
// own work in this process is not counted).
import { load, type LoadResult } from './load.js';
import type { RunningPath } from './paths.js';
import { cpuMs } from './proc.js';
import type { Part } from './processes.js';

export interface PathSample extends LoadResult {
  /** CPU ms per page of the facade or gateway (NaN for direct calls). */
  frontCpuMs: number;
  /** CPU ms per page of the rest-api. */
  restCpuMs: number;
}

export async function loadPath(
  path: RunningPath,
  rest: Part,
  url: string,
  concurrency: number,
  seconds: number,
): Promise<PathSample> {
  const before = { front: path.front ? cpuMs(path.front.pid) : NaN, rest: cpuMs(rest.pid) };
  const result = await load(() => path.fetcher(path.pool, url), concurrency, seconds);
  const pages = Math.max(1, result.requests);
  return {
    ...result,
    frontCpuMs: path.front ? (cpuMs(path.front.pid) - before.front) / pages : NaN,
    restCpuMs: (cpuMs(rest.pid) - before.rest) / pages,
  };
}
