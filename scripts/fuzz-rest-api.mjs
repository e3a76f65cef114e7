// The full REST fuzz: `npm run fuzz:rest-api [-- runs [seed]]`. Sends FUZZ_RUNS hostile requests
// (10,000 by default) generated from schema/rest-api.openapi.yaml to a rest-api on PGlite, and on
// the PostgreSQL server too when DATABASE_URL is set; prints the answers' statuses and exits
// non-zero on any 5xx, missing answer or error body off the contract.
import { spawnSync } from 'node:child_process';

const [runs = process.env.FUZZ_RUNS ?? '10000', seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31)] =
  process.argv.slice(2);
console.log(`rest-api fuzz: ${runs} requests per backend, seed ${seed}`);
const { status } = spawnSync('npm', ['run', 'test:unit', '--', 'tests/fuzz/rest-api.fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(status ?? 1);
