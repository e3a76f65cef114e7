import { EnvironmentError, readConfig, type GraphqlServerConfig } from './config.js';
import { startServer } from './server.js';

let config: GraphqlServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error;
  // A configuration mistake is the operator's to fix: one line per wrong variable, not a stack trace.
  for (const problem of error.problems) console.error(`graphql-server: cannot start: ${problem}`);
  process.exit(1);
}
const server = await startServer(config);
console.log(`graphql-server: ${server.url} (Apollo Sandbox there outside production), upstream ${config.restApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
