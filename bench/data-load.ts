// One round of load on one path: throughput and latency as the client sees them, and the CPU
// time spent per page by the front process and the rest-api (from /proc, so the load generator's
// own work in this process is not counted), by the load generator, and by the whole machine.
import { load, type LoadResult } from './load.js';
import type { RunningPath } from './paths.js';
import { cpuMs, machineBusyMs, ownCpuMs } from './proc.js';
import type { Part } from './processes.js';

export interface PathSample extends LoadResult {
  /** CPU ms per page of the facade or gateway (NaN for direct calls). */
  frontCpuMs: number;
  /** CPU ms per page of the rest-api. */
  restCpuMs: number;
  /** CPU ms per page of this process, the client (its REST calls, or its one GraphQL call). */
  clientCpuMs: number;
  /**
   * CPU ms per page of the whole machine, PostgreSQL included, the processes in `outside` left
   * out: what a path costs end to end. On a saturated machine the throughput ratio of two paths is
   * close to the inverse of this one's.
   */
  machineCpuMs: number;
}

export async function loadPath(
  path: RunningPath,
  rest: Part,
  url: string,
  concurrency: number,
  seconds: number,
  /** Processes that are not part of any path (the busy rounds' spinning process). */
  outside: Part[] = [],
): Promise<PathSample> {
  const machine = () => machineBusyMs() - outside.reduce((sum, part) => sum + cpuMs(part.pid), 0);
  const before = {
    front: path.front ? cpuMs(path.front.pid) : NaN,
    rest: cpuMs(rest.pid),
    client: ownCpuMs(),
    machine: machine(),
  };
  const result = await load(() => path.fetcher(path.pool, url), concurrency, seconds);
  const pages = Math.max(1, result.requests);
  return {
    ...result,
    frontCpuMs: path.front ? (cpuMs(path.front.pid) - before.front) / pages : NaN,
    restCpuMs: (cpuMs(rest.pid) - before.rest) / pages,
    clientCpuMs: (ownCpuMs() - before.client) / pages,
    machineCpuMs: (machine() - before.machine) / pages,
  };
}
