// The ways of getting the campaign page's data that the bench compares, and the process each
// one adds in front of the rest-api (none for direct calls).
import type { Pool } from 'undici';
import { direct, facade, hive, type Fetcher } from './campaign-page.js';
import { startHive } from './hive.js';
import { failureSummary, startFacade, type Part } from './processes.js';

export interface DataPath {
  key: 'direct' | 'uncached' | 'cached' | 'hive';
  label: string;
  fetcher: Fetcher;
  /** Starts the process in front of the rest-api at `restUrl`, listening on `port`. */
  start?: (port: number, restUrl: string) => Promise<Part>;
}

export const PATHS: DataPath[] = [
  { key: 'direct', label: 'direct parallel REST', fetcher: direct },
  {
    key: 'uncached',
    label: 'facade, uncached',
    fetcher: facade,
    start: (port, restUrl) => startFacade(port, restUrl, false),
  },
  {
    key: 'cached',
    label: 'facade, cached',
    fetcher: facade,
    start: (port, restUrl) => startFacade(port, restUrl, true),
  },
  { key: 'hive', label: 'Hive Gateway (Mesh)', fetcher: hive, start: startHive },
];

export interface RunningPath extends DataPath {
  /** The process in front of the rest-api; absent for direct calls. */
  front?: Part;
  pool: Pool;
}

/**
 * Starts the front of every path (ports `basePort`, `basePort + 1`...). A path whose process
 * fails to start is left out and its error returned, so the others are still measured.
 */
export async function startPaths(basePort: number, restUrl: string, makePool: (origin: string) => Pool) {
  const running: RunningPath[] = [];
  const failures: string[] = [];
  for (const [index, path] of PATHS.entries()) {
    try {
      const front = await path.start?.(basePort + index, restUrl);
      running.push({ ...path, front, pool: makePool(front?.url ?? restUrl) });
    } catch (error) {
      failures.push(`${path.label} did not start: ${failureSummary(error)}`);
    }
  }
  const stop = () => Promise.all(running.map(async (path) => (await path.pool.close(), await path.front?.stop())));
  return { running, failures, stop };
}
