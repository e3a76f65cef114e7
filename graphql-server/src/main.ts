import { pino } from 'pino';
import { EnvironmentError, readConfig, type GraphqlServerConfig } from './config.js';
import { createLogger, lifecycleLogger } from './observability/log.js';

let config: GraphqlServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error;
  // A configuration mistake is the operator's to fix: one fatal line per wrong variable, not a stack trace.
  // Written synchronously: the process exits next, and pino's default asynchronous writes could
  // then come out of order (the tests read these lines in order) or not at all.
  const lifecycle = lifecycleLogger(createLogger('info', pino.destination({ dest: 1, sync: true })));
  for (const problem of error.problems) lifecycle.fatal(`cannot start: ${problem}`);
  process.exit(1);
}
// OpenTelemetry patches the http module as it loads: it starts before the server's modules are
// imported, and only when asked for, so that the default start loads none of it.
const tracing = config.tracing && (await import('./observability/tracing.js')).startTracing(config.tracing);
const { startServer } = await import('./server.js');
const logger = createLogger(config.logLevel);
const server = await startServer(config, { logger });
lifecycleLogger(logger).info(
  `listening on ${server.url} (Apollo Sandbox there outside production), upstream ${config.restApiUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.stop();
    await tracing?.flush();
    process.exit(0);
  });
}
