// `npm run dev`: every part from its sources, restarted or hot-reloaded on change, with the same
// embedded defaults as `npm start` (scripts/stack.mjs): the rest-api and the graphql-server under
// `tsx watch`, the web under `next dev`, the contracts' types and the Lingui catalogs regenerated
// when their sources change.
import { execFileSync } from 'node:child_process';
import { runStack, webPort } from './stack.mjs';

// What the parts import but nobody commits: generated once before they start, then kept fresh.
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('node', ['scripts/codegen.mjs']);
run('npx', ['lingui', 'compile']);
run('node', ['--import', 'tsx', 'scripts/theme-css.ts']);

// Besides their imports, the parts read these files at start-up: a change restarts them too.
const tsxWatch = (main, ...reads) =>
  ['npx tsx watch --clear-screen=false', ...reads.map((path) => `--include '${path}'`), main].join(' ');
runStack(
  [
    { name: 'codegen', command: 'node scripts/watch-codegen.mjs', prefixColor: 'gray' },
    { name: 'i18n', command: 'npx lingui compile --watch', prefixColor: 'gray' },
    {
      name: 'rest-api',
      command: tsxWatch('rest-api/src/main.ts', 'schema/rest-api.openapi.yaml', 'rest-api/migrations/*.sql'),
      prefixColor: 'magenta',
    },
    { name: 'graphql', command: tsxWatch('graphql-server/src/main.ts', 'schema/*.graphql'), prefixColor: 'cyan' },
    { name: 'web', command: `npx next dev --port ${webPort}`, cwd: 'web', prefixColor: 'green' },
  ],
  { title: 'Storefront starting in development mode (changes reload)' },
);
