// Starts every part of the storefront with the embedded defaults and stops them all together.
// Ports come from the environment (the end-to-end tests run a second stack beside a dev one).
import concurrently from 'concurrently';

const env = process.env;
const restPort = env.REST_API_PORT ?? '4100';
const graphqlPort = env.GRAPHQL_PORT ?? '4000';
const webPort = env.WEB_PORT ?? '3000';
const shared = {
  REST_API_PORT: restPort,
  REST_API_PUBLIC_URL: env.REST_API_PUBLIC_URL ?? `http://localhost:${restPort}`,
  GRAPHQL_PORT: graphqlPort,
  REST_API_URL: env.REST_API_URL ?? `http://127.0.0.1:${restPort}`,
  GRAPHQL_URL: env.GRAPHQL_URL ?? `http://127.0.0.1:${graphqlPort}/graphql`,
  NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${webPort}`,
};

const { result } = concurrently(
  [
    { name: 'rest-api', command: 'node rest-api/dist/main.js', prefixColor: 'magenta', env: shared },
    { name: 'graphql', command: 'node graphql-server/dist/main.js', prefixColor: 'cyan', env: shared },
    { name: 'web', command: `npx next start --port ${webPort}`, cwd: 'web', prefixColor: 'green', env: shared },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', handleInput: false },
);

console.log(`
  Storefront starting:
    Web storefront                  http://localhost:${webPort}  (English: /en)
    GraphQL API and Apollo Sandbox  http://localhost:${graphqlPort}/graphql
    REST API (upstream)             http://localhost:${restPort}
  Press Ctrl-C to stop everything.
`);

result.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);
