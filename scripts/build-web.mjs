// Builds the web app unless its last build is newer than every source it depends on, so
// `npm start` is quick when nothing changed. Generated files (codegen output, compiled catalogs)
// are rewritten on every build, so their sources (.graphql, .po) are what is compared.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_ID = 'web/.next/BUILD_ID';
const SOURCES = [
  'web/src',
  'web/public',
  'web/next.config.ts',
  'web/cache-handler.mjs',
  'web/package.json',
  'locales',
  'schema',
  // The scripts whose output the web bundles (the theme's style sheet, each route's client messages)
  // or that rewrite what it built (the start-up chunks' compile hint).
  'scripts/theme-css.ts',
  'scripts/client-messages.ts',
  'scripts/compile-hints.mjs',
  'package-lock.json',
];
const SKIP = new Set(['generated', 'node_modules']);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return /\.ts$/.test(path) && path.startsWith('locales') ? 0 : stats.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => !SKIP.has(name))
      .map((name) => newest(join(path, name))),
  );
}

const built = existsSync(BUILD_ID) ? statSync(BUILD_ID).mtimeMs : 0;
if (built > Math.max(...SOURCES.map(newest)) && !process.argv.includes('--force')) {
  console.log('web: the last build is up to date');
} else {
  execFileSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
}
