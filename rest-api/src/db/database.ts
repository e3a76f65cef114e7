import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { readPoolConfig, type PoolConfig } from '../config.js';
import { createLogger, type Logger } from '../observability/log.js';
import type { PoolUse } from '../observability/metrics.js';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding the session-level advisory lock `key`: while it runs, every other process
   * asking for the same key on the same database waits (replicas migrating at once).
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's use, for the metrics; absent on PGlite (no pool). */
  poolUse?(): PoolUse;
}

// Both drivers must hand back the same JavaScript values: bigint sums and counts as numbers.
const INT8 = 20;
const NUMERIC = 1700;
pg.types.setTypeParser(INT8, (value) => Number(value));
pg.types.setTypeParser(NUMERIC, (value) => Number(value));

/**
 * PostgreSQL embedded in the process; `dataDir` undefined keeps everything in memory. `from`, a
 * data folder's tarball (PGlite's `dumpDataDir`), starts a new database as a copy of it.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
    loadDataDir: from,
    // Search folds accents (migration 011); the server ships it in postgresql-contrib.
    extensions: { unaccent },
    parsers: { [INT8]: (value: string) => Number(value), [NUMERIC]: (value: string) => Number(value) },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<Row>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const database: Database = {
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // A data folder belongs to one process, so nobody else can wait here; the lock keeps both
    // drivers running the same statements.
    async exclusively(key, work) {
      await database.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await database.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    },
    close: () => db.close(),
  };
  return database;
}

/**
 * A lost connection is reported on the pool (idle client) or on a checked-out client between
 * its queries: the request using it fails on its next query and answers 503, so the event
 * itself is only worth a line in the log. Unhandled, it would kill the process.
 */
export const lostConnectionLog = (logger: Logger) => (error: Error) =>
  logger.error(`database connection lost: ${error.message}`);

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(
  connectionString: string,
  config: PoolConfig = readPoolConfig({}),
  onConnectionError: (error: Error) => void = lostConnectionLog(createLogger(process.env.LOG_LEVEL || 'info')),
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: config.max,
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: config.idleTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    // A server that vanished without closing the socket is noticed by TCP instead of waiting forever.
    keepAlive: true,
  });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  await pool.query('SELECT 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, params as unknown[])).rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    ...wrap(pool),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A client whose connection died cannot roll back (the server already did): released
        // with that failure, the pool discards it instead of lending it to the next request.
        broken = await client.query('ROLLBACK').then(
          () => undefined,
          (failure: Error) => failure,
        );
        throw error;
      } finally {
        client.release(broken);
      }
    },
    // A connection of its own, outside the pool and without its statement time-out: waiting for
    // the lock may take as long as the other replica's migrations. Ending the session releases it.
    async exclusively(key, work) {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: config.connectTimeoutMs });
      client.on('error', onConnectionError);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        await client.end();
      }
    },
    // pool.end() resolves once it has asked its clients to end, not once they have: wait for
    // each to be gone, so that nothing (a test dropping the database) meets a half-closed one.
    async close() {
      const open = pool.totalCount;
      let removed = 0;
      const gone = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => {
          if (++removed >= open) resolve();
        });
      });
      await pool.end();
      await gone;
    },
  };
}

/** The server when `databaseUrl` is set, otherwise the embedded database in `dataDir`. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pool?: PoolConfig;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pool, options.onConnectionError)
    : openPglite(options.dataDir);
}
