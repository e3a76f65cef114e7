import { pino } from 'pino';
import { EnvironmentError, readConfig, type RestApiConfig } from './config.js';
import { createLogger, lifecycleLogger } from './observability/log.js';

let config: RestApiConfig;
try {
  config = readConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: one fatal line per wrong variable (or the
  // one refusal, such as the test payment provider in production), not a stack trace.
  const problems = error instanceof EnvironmentError ? error.problems : [(error as Error).message];
  // Written synchronously: the process exits next, and pino's default asynchronous writes could
  // then come out of order (the tests read these lines in order) or not at all.
  const lifecycle = lifecycleLogger(createLogger('info', pino.destination({ dest: 1, sync: true })));
  for (const problem of problems) lifecycle.fatal(`cannot start: ${problem}`);
  process.exit(1);
}

// OpenTelemetry patches the modules it traces (http, pg) as they load: it starts before the server's
// modules are imported, and only when asked for, so that the default start loads none of it.
const tracing = config.tracing && (await import('./observability/tracing.js')).startTracing(config.tracing);
const { serve } = await import('./serve.js');
await serve(config, tracing);
