import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { nodeArgsOf } from '../../scripts/part-command.mjs';
import { createEmptyPostgresDatabase } from '../support/database.js';
import { freePort } from '../support/net.js';
import { SupervisedProcess } from '../support/supervised-process.js';

// The harness's own connections, which the faults spare.
const HARNESS = 'chaos-harness';

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
  const restApi = new SupervisedProcess({
    name: 'rest-api',
    args: ['rest-api/dist/main.js'],
    env: { ...common, DATABASE_URL: databaseUrl, REST_API_PORT: String(restPort) },
    healthUrl: `${restUrl}/health`,
    log,
  });
  const graphql = new SupervisedProcess({
    name: 'graphql-server',
    args: nodeArgsOf('graphql-server'),
    env: { ...common, GRAPHQL_PORT: String(graphqlPort), REST_API_URL: restUrl },
    healthUrl: `http://127.0.0.1:${graphqlPort}/health`,
    log,
  });
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
