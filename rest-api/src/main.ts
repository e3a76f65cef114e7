import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/identity.js';
import { readConfig, type RestApiConfig } from './config.js';
import { lostConnectionLog, openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare.js';
import { shutdownOnSignals } from './lifecycle.js';
import { createLogger, lifecycleLogger } from './observability/log.js';

const logger = createLogger(process.env.LOG_LEVEL || 'info');
const lifecycle = lifecycleLogger(logger);
const log = (line: string) => lifecycle.info(line);

let config: RestApiConfig;
try {
  config = readConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: one line saying which, not a stack trace.
  lifecycle.fatal(`cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const db = await openDatabase({ ...config, onConnectionError: lostConnectionLog(logger) });
const { applied, seeded } = await prepareDatabase(db);
if (applied.length > 0) log(`applied migrations ${applied.join(', ')}`);
if (seeded) log('seeded the demo catalog');

const app = await buildApp({
  db,
  publicUrl: config.publicUrl,
  identity: firebaseIdentity(config.firebaseProjectId),
  logger,
  payment: config.payment,
  // The job worker (webhook deliveries, refunds, reconciliation, reservation sweep) stops with app.close().
  jobs: config.jobs,
  mail: config.mail,
});
const shutdown = shutdownOnSignals({ timeoutMs: config.shutdownTimeoutMs, release: () => db.close(), log });
// Closing the server refuses new connections, waits for the requests under way and stops the job worker.
shutdown.register({ name: 'HTTP requests and jobs', stop: () => app.close() });

await app.listen({ host: config.host, port: config.port });
log(
  `listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`,
);
