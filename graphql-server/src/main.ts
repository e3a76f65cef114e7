import { readConfig } from './config.js';
import { startServer } from './server.js';

const config = readConfig();
const server = await startServer(config);
console.log(`graphql-server: ${server.url} (Apollo Sandbox there outside production), upstream ${config.restApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
