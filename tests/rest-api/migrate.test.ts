import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { openPostgres, type Database } from '../../rest-api/src/db/database.js';
import { migrate } from '../../rest-api/src/db/migrate.js';
import { MIGRATION_LOCK } from '../../rest-api/src/seed/prepare.js';
import {
  BACKENDS,
  createEmptyPostgresDatabase,
  createEmptyTestDatabase,
  type TestDatabase,
} from '../support/database.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const folders: string[] = [];

/** A migrations folder of its own holding `files` (name → SQL). */
function migrationsFolder(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-migrations-'));
  folders.push(folder);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(folder, name), sql);
  return folder;
}

const FILES = {
  '001_tags.sql': 'CREATE TABLE tags (tag text PRIMARY KEY);',
  '002_notes.sql': `CREATE TABLE notes (id int PRIMARY KEY, tag text REFERENCES tags);
    INSERT INTO tags VALUES ('todo');`,
  '010_archive.sql': 'ALTER TABLE notes ADD COLUMN archived boolean NOT NULL DEFAULT false;',
  // Not migrations: the runner takes numbered SQL files only.
  'README.md': '# not SQL',
  'draft_notes.sql': 'SELECT missing FROM nowhere;',
};

const recorded = async (db: Database) =>
  (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
const exists = async (db: Database, table: string) =>
  (await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]))[0]!.found;

afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe.each(BACKENDS)('the migration runner on %s', (backend) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createEmptyTestDatabase(backend);
  }, HOOK_TIMEOUT);
  afterEach(() => test?.drop(), HOOK_TIMEOUT);

  it('applies every numbered file of a fresh database in order, then none on the next run', async () => {
    const folder = migrationsFolder(FILES);
    expect(await migrate(test.db, folder)).toEqual(['001_tags.sql', '002_notes.sql', '010_archive.sql']);
    expect(await recorded(test.db)).toEqual(['001_tags.sql', '002_notes.sql', '010_archive.sql']);
    await test.db.query('INSERT INTO notes (id, tag) VALUES (1, $1)', ['todo']);
    expect(await migrate(test.db, folder)).toEqual([]);
    expect(await test.db.query('SELECT id, archived FROM notes')).toEqual([{ id: 1, archived: false }]);
  });

  it('applies only the files a database recorded before, by name, has not seen', async () => {
    // As the hand-rolled runner left a database: its table, its rows, the schema they stand for.
    await test.db
      .exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE tags (tag text PRIMARY KEY);
      INSERT INTO schema_migrations (name) VALUES ('001_tags.sql');`);
    expect(await migrate(test.db, migrationsFolder(FILES))).toEqual(['002_notes.sql', '010_archive.sql']);
    expect(await recorded(test.db)).toEqual(['001_tags.sql', '002_notes.sql', '010_archive.sql']);
  });

  it('leaves neither the changes nor the row of a failing file, names it, and applies it once repaired', async () => {
    const broken = `CREATE TABLE notes (id int PRIMARY KEY);
      INSERT INTO tags VALUES ('todo');
      INSERT INTO missing VALUES (1);`;
    const folder = migrationsFolder({ ...FILES, '002_notes.sql': broken });
    await expect(migrate(test.db, folder)).rejects.toThrow(/002_notes\.sql.*"missing" does not exist/);
    expect(await recorded(test.db)).toEqual(['001_tags.sql']);
    expect(await exists(test.db, 'notes')).toBe(false);
    expect(await test.db.query('SELECT tag FROM tags')).toEqual([]);

    writeFileSync(join(folder, '002_notes.sql'), FILES['002_notes.sql']);
    expect(await migrate(test.db, folder)).toEqual(['002_notes.sql', '010_archive.sql']);
  });
});

// Two processes on one database need the PostgreSQL server (a PGlite folder belongs to one process).
(process.env.DATABASE_URL ? describe : describe.skip)('two runners at once on PostgreSQL', () => {
  const runners: Database[] = [];
  let drop: () => Promise<void>;
  afterAll(async () => {
    await Promise.all(runners.map((db) => db.close()));
    await drop?.();
  }, HOOK_TIMEOUT);

  it('take turns under the lock: each file is applied once, by one of them', async () => {
    const empty = await createEmptyPostgresDatabase();
    drop = empty.drop;
    runners.push(await openPostgres(empty.url), await openPostgres(empty.url));
    // Slow enough that, without the lock, the second would start before the first recorded anything.
    const folder = migrationsFolder({ ...FILES, '001_tags.sql': `SELECT pg_sleep(0.5); ${FILES['001_tags.sql']}` });
    const applied = await Promise.all(runners.map((db) => db.exclusively(MIGRATION_LOCK, () => migrate(db, folder))));
    expect(applied.map((names) => names.length).sort()).toEqual([0, 3]);
    expect(await recorded(runners[0]!)).toEqual(['001_tags.sql', '002_notes.sql', '010_archive.sql']);
  });
});
