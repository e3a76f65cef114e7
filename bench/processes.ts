import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForUrl as waitFor } from '../tests/support/net.js';

/** The built rest-api and graphql-server as separate processes, on a fresh embedded database. */
export async function startStack(restPort: number, graphqlPort: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  // Production mode runs the test payment provider only when asked for by name.
  const env = {
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    // The rate limits stay on, so their cost is measured, but out of reach of the load's one address.
    RATE_LIMIT_READS_PER_IP: '1000000000',
    GRAPHQL_RATE_LIMIT_POINTS: '1000000000',
  };
  const children: ChildProcess[] = [
    spawn('node', ['rest-api/dist/main.js'], {
      env: { ...env, REST_API_PORT: String(restPort), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  ];
  await waitFor(`http://127.0.0.1:${restPort}/health`);
  children.push(
    spawn('node', ['graphql-server/dist/main.js'], {
      env: { ...env, GRAPHQL_PORT: String(graphqlPort), REST_API_URL: `http://127.0.0.1:${restPort}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${graphqlPort}/health`);
  return {
    restUrl: `http://127.0.0.1:${restPort}`,
    graphqlUrl: `http://127.0.0.1:${graphqlPort}/graphql`,
    async stop() {
      await Promise.all(
        children.map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return exited;
        }),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
