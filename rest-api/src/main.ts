import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/identity.js';
import { EnvironmentError, readConfig, type RestApiConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { shutdownOnSignals } from './lifecycle.js';

const log = (line: string) => console.log(`rest-api: ${line}`);

let config: RestApiConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error;
  // A configuration mistake is the operator's to fix: one line per wrong variable, not a stack trace.
  for (const problem of error.problems) console.error(`rest-api: cannot start: ${problem}`);
  process.exit(1);
}

const db = await openDatabase(config);
const { applied, seeded } = await prepareDatabase(db);
if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
if (seeded) log('seeded the demo catalog');

const app = await buildApp({
  db,
  publicUrl: config.publicUrl,
  identity: firebaseIdentity(config.firebaseProjectId),
  logLevel: config.logLevel,
  payment: config.payment,
  // The job worker (webhook deliveries, refunds, reconciliation, reservation sweep) stops with app.close().
  jobs: config.jobs,
  mail: config.mail,
  limits: config.limits,
  docs: config.docs,
});
const shutdown = shutdownOnSignals({ timeoutMs: config.shutdownTimeoutMs, release: () => db.close(), log });
// Closing the server refuses new connections, waits for the requests under way and stops the job worker.
shutdown.register({ name: 'HTTP requests and jobs', stop: () => app.close() });

await app.listen({ host: config.host, port: config.port });
log(
  `listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`,
);
