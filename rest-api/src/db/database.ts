import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Both drivers must hand back the same JavaScript values: bigint sums and counts as numbers.
const INT8 = 20;
const NUMERIC = 1700;
pg.types.setTypeParser(INT8, (value) => Number(value));
pg.types.setTypeParser(NUMERIC, (value) => Number(value));

/** PostgreSQL embedded in the process; `dataDir` undefined keeps everything in memory. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, {
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
  return {
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
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
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
