/**
 * Issues a one-time Discord link code into the configured database, as the community bot's
 * `/link` command does, and prints it: `npm run discord:code -w rest-api -- <discord-username>`.
 * It uses DATABASE_URL, else the embedded database of PGLITE_DATA_DIR, which one process at a
 * time may open: stop `npm start` first when it runs on PGlite.
 */
import { readConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { issueLinkCode, LINK_CODE_MINUTES } from '../src/discord/codes.js';

const username = process.argv[2]?.trim();
if (!username) {
  console.error('usage: npm run discord:code -w rest-api -- <discord-username>');
  process.exit(2);
}

const db = await openDatabase(readConfig());
try {
  await migrate(db);
  const { code, expiresAt } = await issueLinkCode(db, username);
  console.log(`${code}\n(for ${username}, valid ${LINK_CODE_MINUTES} minutes, until ${expiresAt.toISOString()})`);
} finally {
  await db.close();
}
