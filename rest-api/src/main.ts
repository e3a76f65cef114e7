import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/identity.js';
import { EnvironmentError, readConfig, type RestApiConfig } from './config.js';
import { lostConnectionLog, openDatabase } from './db/database.js';
import { shutdownOnSignals } from './lifecycle.js';
import { createLogger, lifecycleLogger } from './observability/log.js';
import { prepareDatabase } from './seed/prepare.js';

let config: RestApiConfig;
try {
  config = readConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: one fatal line per wrong variable (or the
  // one refusal, such as the test payment provider in production), not a stack trace.
  const problems = error instanceof EnvironmentError ? error.problems : [(error as Error).message];
  const lifecycle = lifecycleLogger(createLogger('info'));
  for (const problem of problems) lifecycle.fatal(`cannot start: ${problem}`);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const lifecycle = lifecycleLogger(logger);
const log = (line: string) => lifecycle.info(line);

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
