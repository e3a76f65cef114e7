import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createEmptyPostgresDatabase } from '../support/database.js';
import { freePort, waitForUrl } from '../support/net.js';

// The harness's own connections, which the faults spare.
const HARNESS = 'chaos-harness';

/**
 * One server process kept running as an orchestrator would: whatever ends it (our SIGKILL or a
 * crash of its own), it is started again after `restartDelayMs`. Exits we did not cause are
 * counted: a server that dies by itself under faults is a failure of the run.
 */
export class SupervisedProcess {
  private child: ChildProcess | undefined;
  private stopping = false;
  private killedByUs = 0;
  /** Exits that were not a kill we asked for, with their code or signal. */
  readonly crashes: string[] = [];
  restarts = 0;

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly healthUrl: string,
    private readonly log: NodeJS.WritableStream,
    private readonly restartDelayMs = 500,
  ) {}

  async start() {
    this.spawn();
    await waitForUrl(this.healthUrl, 90_000);
  }

  private spawn() {
    const child = spawn(process.execPath, [this.script], { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    child.once('exit', (code, signal) => {
      this.log.write(`\n== ${this.name} exited (${signal ?? code})\n`);
      if (this.stopping) return;
      if (this.killedByUs > 0) this.killedByUs -= 1;
      else this.crashes.push(`${signal ?? code}`);
      this.restarts += 1;
      setTimeout(() => this.stopping || this.spawn(), this.restartDelayMs);
    });
    this.child = child;
  }

  /** SIGKILL, as a machine losing power or the OOM killer would do it. */
  kill() {
    if (this.child?.exitCode !== null || !this.child.pid) return;
    this.killedByUs += 1;
    this.child.kill('SIGKILL');
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop() {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  }
}

export interface ChaosStack {
  graphqlUrl: string;
  restUrl: string;
  databaseUrl: string;
  /** A connection of the harness itself to the run's database, for setup and the audit. */
  sql: pg.Pool;
  restApi: SupervisedProcess;
  graphql: SupervisedProcess;
  /** Where both servers' output goes. */
  logFile: string;
  /** Ends every connection the servers hold to the database, as a failover or a DBA would. */
  terminateBackends(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The built rest-api and graphql-server as separate, supervised processes on a database of their
 * own on the PostgreSQL server of DATABASE_URL (dropped by `stop`). The rest-api migrates and
 * seeds it on its first start. `env` adds settings to both (the emulator's address, job delays).
 */
export async function startChaosStack(env: NodeJS.ProcessEnv): Promise<ChaosStack> {
  const database = await createEmptyPostgresDatabase();
  const databaseUrl = database.url;
  const name = new URL(databaseUrl).pathname.slice(1);

  const logFile = join(mkdtempSync(join(tmpdir(), 'storefront-chaos-')), 'servers.log');
  const log = createWriteStream(logFile);
  const [restPort, graphqlPort] = [await freePort(), await freePort()];
  const restUrl = `http://127.0.0.1:${restPort}`;
  const common = { ...process.env, ...env, LOG_LEVEL: 'warn' };
  const restApi = new SupervisedProcess(
    'rest-api',
    'rest-api/dist/main.js',
    { ...common, DATABASE_URL: databaseUrl, REST_API_PORT: String(restPort) },
    `${restUrl}/health`,
    log,
  );
  const graphql = new SupervisedProcess(
    'graphql-server',
    'graphql-server/dist/main.js',
    { ...common, GRAPHQL_PORT: String(graphqlPort), REST_API_URL: restUrl },
    `http://127.0.0.1:${graphqlPort}/health`,
    log,
  );
  await restApi.start();
  await graphql.start();
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: HARNESS });
  // The harness's own connections are not part of the experiment; an error on them is reported by the query.
  sql.on('error', () => {});

  return {
    graphqlUrl: `http://127.0.0.1:${graphqlPort}/graphql`,
    restUrl,
    databaseUrl,
    sql,
    restApi,
    graphql,
    logFile,
    async terminateBackends() {
      const terminator = new pg.Client({ connectionString: databaseUrl });
      await terminator.connect();
      const { rows } = await terminator.query<{ pid: number }>(
        `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> $2`,
        [name, HARNESS],
      );
      await terminator.end();
      return rows.length;
    },
    async stop() {
      await graphql.stop();
      await restApi.stop();
      await sql.end();
      log.end();
      await database.drop();
    },
  };
}
