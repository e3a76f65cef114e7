import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * PostgreSQL server of DATABASE_URL, dropped afterwards. A copy of the run's template when there
 * is one (Jest's), migrated and seeded here otherwise (Playwright's specs).
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const templates = runTemplates();
  if (templates && backend === 'pglite') return openTestDatabase(backend, { tarball: pgliteTemplate(templates) });
  if (templates?.postgres && backend === 'postgres') return openTestDatabase(backend, { template: templates.postgres });
  const test = await createEmptyTestDatabase(backend);
  await migrate(test.db);
  await seedCatalog(test.db);
  return test;
}

/**
 * The run's migrated and seeded databases, copied by each test instead of migrating and seeding
 * again: a PGlite data folder's tarball and, with DATABASE_URL, a database on the server. Creating
 * a PGlite database runs initdb in WebAssembly (9 to 12 s on a busy 2-core machine, against 2 to
 * 3 s to load a copy), and the rest-api suite makes one per file and backend.
 */
interface RunTemplates {
  pglite: string;
  postgres?: string;
}

const TEMPLATES_ENV = 'STOREFRONT_TEST_DATABASE_TEMPLATES';

const runTemplates = (): RunTemplates | undefined =>
  process.env[TEMPLATES_ENV] ? (JSON.parse(process.env[TEMPLATES_ENV]) as RunTemplates) : undefined;

let pgliteTarball: Blob | undefined;
const pgliteTemplate = (templates: RunTemplates) => (pgliteTarball ??= new Blob([readFileSync(templates.pglite)]));

/** A new PGlite data folder for a rest-api process: a copy of the run's template, or empty. */
export async function createPgliteDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-process-'));
  const templates = runTemplates();
  if (templates) await (await openPglite(dataDir, pgliteTemplate(templates))).close();
  return dataDir;
}

/** A new database on the server for a rest-api process: a copy of the run's template, or empty. */
export const createProcessPostgresDatabase = () => newPostgresDatabase(runTemplates()?.postgres);

/** Makes the run's templates; returns the environment that hands them to the tests. */
export async function prepareDatabaseTemplates(): Promise<Record<string, string>> {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-templates-'));
  const dataDir = join(folder, 'pglite');
  const embedded = await openPglite(dataDir);
  await migrate(embedded);
  await seedCatalog(embedded);
  await embedded.close();
  // Opened again without the wrapper, which does not hand out PGlite's `dumpDataDir`.
  const raw = await PGlite.create(dataDir);
  const tarball = join(folder, 'pglite.tar');
  writeFileSync(tarball, Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer()));
  await raw.close();
  rmSync(dataDir, { recursive: true, force: true });
  const templates: RunTemplates = { pglite: tarball };
  if (process.env.DATABASE_URL) {
    const server = await createEmptyPostgresDatabase();
    const db = await openPostgres(server.url);
    await migrate(db);
    await seedCatalog(db);
    // A database is copied only while nobody is connected to it.
    await db.close();
    templates.postgres = new URL(server.url).pathname.slice(1);
  }
  return { [TEMPLATES_ENV]: JSON.stringify(templates) };
}

/** Removes the templates of the environment's run. */
export async function dropDatabaseTemplates(): Promise<void> {
  const templates = runTemplates();
  if (!templates) return;
  rmSync(join(templates.pglite, '..'), { recursive: true, force: true });
  if (templates.postgres) await dropPostgresDatabase(templates.postgres);
}

/** An empty database of its own, as `createTestDatabase` makes it before migrating (the runner's tests). */
export const createEmptyTestDatabase = (backend: Backend) => openTestDatabase(backend);

/** A new database, opened: PGlite in memory or one on the server, empty or a copy of the one given. */
async function openTestDatabase(
  backend: Backend,
  from: { tarball?: Blob; template?: string } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await openPglite(undefined, from.tarball);
    return { db, drop: () => db.close() };
  }
  const server = await newPostgresDatabase(from.template);
  const db = await openPostgres(server.url);
  return {
    db,
    async drop() {
      await db.close();
      await server.drop();
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
export const createEmptyPostgresDatabase = () => newPostgresDatabase();

async function newPostgresDatabase(template?: string): Promise<EmptyPostgresDatabase> {
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropPostgresDatabase(name) };
}

const dropPostgresDatabase = (name: string) => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
