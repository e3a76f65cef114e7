// How a built part runs in production: `node`, the Node flags of its package.json `start` script,
// then its entry. Every launcher of the facade (npm start, scripts/start.mjs, the replica and chaos
// tests, the benchmarks, the Dockerfile by a test) runs it with the same V8 settings (decision 0015).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The arguments of `node` that start `part` (`graphql-server`), relative to the repository root;
 * `extraFlags` come after the script's own, so they win (a profile, a variant's V8 setting).
 */
export function nodeArgsOf(part, extraFlags = []) {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}/${part}/package.json`, 'utf8'));
  const [command, ...args] = scripts.start.split(' ');
  if (command !== 'node') throw new Error(`${part}'s start script must run node, not ${command}`);
  const entry = args.pop();
  return [...args, ...extraFlags, `${part}/${entry}`];
}
