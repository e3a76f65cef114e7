import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { isCatalogSeeded, seedCatalog } from './index.js';

/**
 * The advisory lock key of schema changes and seeding (any fixed number no other lock uses):
 * replicas starting together on an empty database would otherwise both create the same tables
 * and rows, and one would die on a unique violation (23505).
 */
export const MIGRATION_LOCK = 4_100_001;

/**
 * Brings the database up to date: migrations applied, demo catalog seeded when empty. Replicas
 * take turns: the second one waits for the lock, then finds everything done.
 */
export async function prepareDatabase(db: Database): Promise<{ applied: string[]; seeded: boolean }> {
  return db.exclusively(MIGRATION_LOCK, async () => {
    const applied = await migrate(db);
    const seeded = !(await isCatalogSeeded(db));
    if (seeded) await seedCatalog(db);
    return { applied, seeded };
  });
}
