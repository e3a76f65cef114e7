import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { openPglite, openPostgres, type Database } from '../../rest-api/src/db/database.js';
import { prepareDatabase } from '../../rest-api/src/seed/prepare.js';
import { createPgliteDataDir, createProcessPostgresDatabase, type Backend } from './database.js';

/**
 * The rest-api's rate limits turned off, for loads whose robots buy as fast as they can from one
 * address: the limits have tests of their own (rate-limits.test.ts); here they would hide faults.
 */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_WRITES_PER_USER: '0',
  RATE_LIMIT_WRITES_PER_IP: '0',
  RATE_LIMIT_READS_PER_IP: '0',
};

/** A built part (`npm run build:api`), the rest-api or the facade, running in a process of its own. */
export interface PartProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Resolves once `text` appears in its output; fails if it exits first or after `timeoutMs`. */
  printed(text: string | RegExp, timeoutMs?: number): Promise<void>;
}

/**
 * Starts `node rest-api/dist/main.js` on `port` with the test run's environment (its Auth
 * emulator) and `env` over it; resolves once it is listening unless `ready` is false.
 */
export const spawnRestApi = (
  port: number,
  env: Record<string, string | undefined>,
  options: { ready?: boolean } = {},
) => spawnPart('rest-api/dist/main.js', port, { REST_API_PORT: String(port), ...env }, options);

/**
 * Starts a built part (`rest-api/dist/main.js`, `graphql-server/dist/main.js`) serving on `port`,
 * with the test run's environment, request logs off, and `env` over them; resolves once it is
 * listening unless `ready` is false.
 */
export async function spawnPart(
  script: string,
  port: number,
  env: Record<string, string | undefined>,
  options: { ready?: boolean } = {},
): Promise<PartProcess> {
  const child = spawn('node', [script], { env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
      for (const listener of listeners) listener();
    }),
  );
  const printed = (text: string | RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`${script} did not print ${text}:\n${output}`)), timeoutMs);
      const check = () => {
        if (typeof text === 'string' ? output.includes(text) : text.test(output)) done();
        else if (exitCode !== undefined)
          done(new Error(`${script} exited (${exitCode}) before printing ${text}:\n${output}`));
      };
      const done = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      listeners.add(check);
      check();
    });
  const running: PartProcess = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, printed };
  if (options.ready !== false) await printed('listening');
  return running;
}

export interface ProcessDatabase {
  /** The environment that points the rest-api process at it. */
  env: Record<string, string>;
  /**
   * Opens it from the test, migrated and seeded. An embedded one belongs to one process at a
   * time: close it before the rest-api process starts, open it again once that one has exited.
   */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A database of its own for a rest-api process: a PGlite folder, or a new one on the server. */
export async function createProcessDatabase(backend: Backend): Promise<ProcessDatabase> {
  const prepared = async (db: Database) => (await prepareDatabase(db), db);
  if (backend === 'pglite') {
    const dataDir = await createPgliteDataDir();
    return {
      env: { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir },
      open: async () => prepared(await openPglite(dataDir)),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = await createProcessPostgresDatabase();
  return {
    env: { DATABASE_URL: server.url },
    open: async () => prepared(await openPostgres(server.url)),
    drop: server.drop,
  };
}
