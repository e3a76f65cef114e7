import { readConfig } from './config.js';
import { createLogger, lifecycleLogger } from './observability/log.js';
import { startServer } from './server.js';

const config = readConfig();
const logger = createLogger(config.logLevel);
const server = await startServer(config, { logger });
lifecycleLogger(logger).info(
  `listening on ${server.url} (Apollo Sandbox there outside production), upstream ${config.restApiUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
