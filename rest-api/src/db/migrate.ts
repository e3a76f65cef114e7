import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Umzug, type UmzugStorage } from 'umzug';
import type { Database } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Numbered SQL files, applied in the order of their names. */
const MIGRATION_FILES = '+([0-9])_*.sql';

/**
 * The names of the files applied, in the table the runner has always kept, so that every existing
 * database carries on where it was (decision 0034).
 */
function schemaMigrations(db: Database): UmzugStorage {
  return {
    async executed() {
      return (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name);
    },
    // The row is written by the migration itself, in its transaction: Umzug logs after `up` has
    // returned, when a crash in between would leave a file applied but not recorded.
    async logMigration() {},
    async unlogMigration() {
      throw new Error('migrations are forward-only: a change to the schema is a new file');
    },
  };
}

/**
 * Applies the numbered SQL files of `folder` that the database has not seen yet, each in its own
 * transaction together with its `schema_migrations` row, and returns the names applied. Files are
 * never edited once released: a change to the schema is a new file, so there is no `down`. Callers
 * run it under `MIGRATION_LOCK` (seed/prepare.ts): replicas starting together take turns.
 */
export async function migrate(db: Database, folder = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const umzug = new Umzug({
    migrations: {
      glob: [MIGRATION_FILES, { cwd: folder }],
      resolve: ({ name }) => ({
        name,
        up: async () => {
          const sql = await readFile(join(folder, name), 'utf8');
          await db.transaction(async (tx) => {
            await tx.exec(sql);
            await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
          });
        },
      }),
    },
    storage: schemaMigrations(db),
    logger: undefined,
  });
  return (await umzug.up()).map((migration) => migration.name);
}
