/**
 * `npm run seed -w rest-api`: applies the migrations, empties the catalog tables and seeds the
 * demo catalog again, on the database the server is configured for (DATABASE_URL or PGlite).
 * Run it while the server is stopped when the embedded database is used.
 */
import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { resetCatalog } from './index.js';
import { MIGRATION_LOCK } from './prepare.js';

const config = readConfig();
const db = await openDatabase(config);
try {
  // Never while a starting replica migrates or seeds the same database.
  await db.exclusively(MIGRATION_LOCK, async () => {
    await migrate(db);
    await resetCatalog(db);
  });
  console.log(
    `rest-api: demo catalog reset (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`,
  );
} finally {
  await db.close();
}
