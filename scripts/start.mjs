// Starts every part of the storefront, built, with the embedded defaults and stops them all together.
// Ports come from the environment (the end-to-end tests run a second stack beside a dev one).
import { nodeArgsOf } from './part-command.mjs';
import { runStack, webPort } from './stack.mjs';

runStack(
  [
    { name: 'rest-api', command: 'node rest-api/dist/main.js', prefixColor: 'magenta' },
    { name: 'graphql', command: ['node', ...nodeArgsOf('graphql-server')].join(' '), prefixColor: 'cyan' },
    { name: 'web', command: `npx next start --port ${webPort}`, cwd: 'web', prefixColor: 'green' },
  ],
  { title: 'Storefront starting' },
);
