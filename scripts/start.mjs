// Starts every part of the storefront with the embedded defaults and stops them all together.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'rest-api', command: 'node rest-api/dist/main.js', prefixColor: 'magenta' },
    { name: 'graphql', command: 'node graphql-server/dist/main.js', prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', handleInput: false },
);

console.log(`
  Storefront starting:
    GraphQL API and Apollo Sandbox  http://localhost:4000/graphql
    REST API (upstream)             http://localhost:4100
  Press Ctrl-C to stop everything.
`);

result.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);
