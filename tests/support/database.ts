import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../rest-api/src/db/database.js';
import { migrate } from '../../rest-api/src/db/migrate.js';
import { seedCatalog } from '../../rest-api/src/seed/index.js';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set (as in CI). */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/**
 * A migrated and seeded database of its own: PGlite in memory, or a new database on the
 * PostgreSQL server of DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const test = await createEmptyTestDatabase(backend);
  await migrate(test.db);
  await seedCatalog(test.db);
  return test;
}

/** An empty database of its own, as `createTestDatabase` makes it before migrating (the runner's tests). */
export async function createEmptyTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const db = await openPostgres(empty.url);
  return {
    db,
    async drop() {
      await db.close();
      await empty.drop();
    },
  };
}

export interface EmptyPostgresDatabase {
  /** The connection string of the new database. */
  url: string;
  /** Drops it, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL. */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
