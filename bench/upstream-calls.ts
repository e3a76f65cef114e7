// Upstream calls per page, counted where they arrive: an in-process rest-api that records every
// request, with each path's front process started in front of it for the count alone.
import { Pool } from 'undici';
import { startRestApi } from '../tests/support/servers.js';
import type { Backend } from '../tests/support/database.js';
import { startPaths } from './paths.js';

export interface UpstreamCalls {
  /** REST calls for the first page view. */
  first: number;
  /** For the same page viewed again right after (what a cache saves). */
  repeat: number;
}

/** The calls of each path that started, and why the others did not. */
export async function countUpstreamCalls(backend: Backend, url: string, basePort: number) {
  const api = await startRestApi(backend);
  const paths = await startPaths(basePort, api.url, (origin) => new Pool(origin));
  const counts = new Map<string, UpstreamCalls>();
  try {
    for (const path of paths.running) {
      const view = async () => {
        api.calls.length = 0;
        await path.fetcher(path.pool, url);
        return api.calls.length;
      };
      counts.set(path.key, { first: await view(), repeat: await view() });
    }
  } finally {
    await paths.stop();
    await api.close();
  }
  return { counts, failures: paths.failures };
}
