import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/identity.js';
import type { RestApiConfig } from './config.js';
import { lostConnectionLog, openDatabase } from './db/database.js';
import { prepareDatabase } from './seed/prepare.js';
import { shutdownOnSignals } from './lifecycle.js';
import { createLogger, lifecycleLogger } from './observability/log.js';
import type { Tracing } from './observability/tracing.js';

/** Opens the database, migrates it and serves until a signal; `tracing` is flushed on the way out. */
export async function serve(config: RestApiConfig, tracing?: Tracing) {
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
  // The spans of the last requests are exported once they have all ended.
  const release = async () => {
    await db.close();
    await tracing?.flush();
  };
  const shutdown = shutdownOnSignals({ timeoutMs: config.shutdownTimeoutMs, release, log });
  // Closing the server refuses new connections, waits for the requests under way and stops the job worker.
  shutdown.register({ name: 'HTTP requests and jobs', stop: () => app.close() });

  await app.listen({ host: config.host, port: config.port });
  log(
    `listening on http://${config.host}:${config.port} (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`,
  );
}
