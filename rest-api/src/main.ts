import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/identity.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { isCatalogSeeded, seedCatalog } from './seed/index.js';

const config = readConfig();
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length > 0) console.log(`rest-api: applied migrations ${applied.join(', ')}`);
if (!(await isCatalogSeeded(db))) {
  await seedCatalog(db);
  console.log('rest-api: seeded the demo catalog');
}

const app = await buildApp({
  db,
  publicUrl: config.publicUrl,
  identity: firebaseIdentity(config.firebaseProjectId),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  payment: config.payment,
  // The job worker (webhook deliveries, refunds, reconciliation, reservation sweep) stops with app.close().
  jobs: config.jobs,
});
await app.listen({ host: config.host, port: config.port });
console.log(
  `rest-api: listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
