// The parts under measurement, each in a process of its own (so /proc can tell their CPU and
// memory apart), in production mode, on ports and a database of the run's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { nodeArgsOf } from '../scripts/part-command.mjs';
import { waitForUrl } from '../tests/support/net.js';
import { stopProcess } from '../tests/support/stop-process.js';
import { createProcessDatabase, spawnRestApi } from '../tests/support/rest-process.js';
import type { Backend } from '../tests/support/database.js';

export interface Part {
  name: string;
  pid: number;
  /** Its origin, `http://127.0.0.1:<port>`. */
  url: string;
  stop(): Promise<void>;
}

/** Production mode, with the test payment provider (production runs it only when named). */
const PRODUCTION = { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'test' };

/** The rate limits stay on, so their cost is measured, but out of reach of the load's one address. */
// Writes too: the participations are read with a POST, which the rest-api counts as a write.
const LIMITS_OUT_OF_REACH = {
  RATE_LIMIT_READS_PER_IP: '1000000000',
  RATE_LIMIT_WRITES_PER_IP: '1000000000',
  GRAPHQL_RATE_LIMIT_POINTS: '1000000000',
};

const stopper = (child: ChildProcess) => () => stopProcess(child);

/** The first line of a start-up failure and the last lines the process printed, without colours. */
export function failureSummary(error: unknown): string {
  const lines = String((error as Error).message ?? error)
    // eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter(Boolean);
  return [lines[0], ...lines.slice(1).slice(-4)].join(' / ');
}

/**
 * Spawns `node <args>` and resolves once `healthUrl` answers; fails with what it printed if it
 * exits or stays silent first, so that one peer failing to start is reported, not fatal.
 */
export async function spawnPart(
  name: string,
  args: string[],
  env: Record<string, string>,
  healthUrl: string,
  cwd?: string,
): Promise<Part> {
  const child = spawn('node', args, { env: { ...process.env, ...env }, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = stopper(child);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before answering:\n${output}`))),
  );
  try {
    await Promise.race([waitForUrl(healthUrl, 90_000), exited]);
  } catch (error) {
    await stop();
    throw error instanceof Error && error.message.includes(name) ? error : new Error(`${name}: ${error}\n${output}`);
  }
  exited.catch(() => {}); // its exit after start-up is the stop we asked for
  return { name, pid: child.pid!, url: new URL(healthUrl).origin, stop };
}

/** The built rest-api on a fresh database of `backend`; `drop` stops it and drops the database. */
export async function startRestApi(backend: Backend, port: number): Promise<Part & { backend: Backend }> {
  const database = await createProcessDatabase(backend);
  const rest = await spawnRestApi(port, { ...PRODUCTION, ...LIMITS_OUT_OF_REACH, ...database.env });
  const stop = stopper(rest.child);
  return {
    name: 'rest-api',
    backend,
    pid: rest.child.pid!,
    url: rest.url,
    async stop() {
      await stop();
      await database.drop();
    },
  };
}

/**
 * The built graphql-server in front of `restUrl`; `cache: false` starts it with
 * GRAPHQL_CACHE=off (no response cache, no short-lived REST entries), with the Node flags of its
 * start script; `nodeFlags` go after them (a CPU profile, another V8 setting).
 */
export function startFacade(port: number, restUrl: string, cache: boolean, nodeFlags: string[] = []): Promise<Part> {
  return spawnPart(
    cache ? 'facade (cached)' : 'facade (uncached)',
    nodeArgsOf('graphql-server', nodeFlags),
    {
      ...PRODUCTION,
      ...LIMITS_OUT_OF_REACH,
      GRAPHQL_PORT: String(port),
      REST_API_URL: restUrl,
      ...(cache ? {} : { GRAPHQL_CACHE: 'off' }),
    },
    `http://127.0.0.1:${port}/health`,
  );
}

/**
 * The built web (`next start`) against the stack; `pageCache: false` serves the same build
 * rendered on every request (PAGE_CACHE=off).
 */
export function startWeb(port: number, restUrl: string, graphqlUrl: string, pageCache: boolean): Promise<Part> {
  const origin = `http://localhost:${port}`;
  return spawnPart(
    pageCache ? 'web (page cache)' : 'web (rendered per request)',
    ['../node_modules/next/dist/bin/next', 'start', '--port', String(port)],
    {
      NODE_ENV: 'production',
      REST_API_URL: restUrl,
      GRAPHQL_URL: `${graphqlUrl}/graphql`,
      NEXT_PUBLIC_SITE_URL: origin,
      NEXTAUTH_URL: origin,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
      ...(pageCache ? {} : { PAGE_CACHE: 'off' }),
    },
    `${origin}/`,
    'web',
  );
}

/** One core kept busy, as another tenant of the machine would. */
export function startBurner(): Part {
  const child = spawn('node', ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return { name: 'burner', pid: child.pid!, url: '', stop: stopper(child) };
}
