// Where the facade's CPU goes: interleaved rounds of the campaign page's data as direct REST calls
// and through an uncached facade (GRAPHQL_CACHE=off) running under `node --cpu-prof`, then the
// profile's self time summed by package. The figures of decision 0015 come from it.
// Usage: [BENCH_BACKENDS=postgres] [BENCH_WARM_PAGES=4000] [FACADE_NODE_FLAGS=...] [FACADE_VARIANT_FLAGS=...] [FACADE_PROFILE=off] [FACADE_BUSY=on] node --import tsx bench/facade-profile.ts [rounds] [seconds]
// FACADE_PROFILE=off measures without the profiler, whose samples add to the facade's memory.
// FACADE_VARIANT_FLAGS starts a second facade with those Node flags (a heap limit, say), measured
// in the same interleaved rounds, so its cost is a ratio taken under the same load. FACADE_BUSY=on
// keeps one core busy during the rounds, as `npm run bench`'s busy rounds do.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import type { Backend } from '../tests/support/database.js';
import { direct, facade, firstBackedCampaign } from './campaign-page.js';
import { loadPath } from './data-load.js';
import { warmUp } from './load.js';
import type { RunningPath } from './paths.js';
import { peakRssMb } from './proc.js';
import { startBurner, startFacade, startRestApi } from './processes.js';
import { interleave, median } from './rounds.js';

const ROUNDS = Number(process.argv[2] ?? 5);
const SECONDS = Number(process.argv[3] ?? 4);
const CONCURRENCY = 16;
// As `npm run bench` warms each path (bench/load.ts).
const WARM_PAGES = Number(process.env.BENCH_WARM_PAGES ?? 4000);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 5580);
const BACKEND = (process.env.BENCH_BACKENDS ?? 'postgres') as Backend;
const PROFILE = process.env.FACADE_PROFILE !== 'off';
const BUSY = process.env.FACADE_BUSY === 'on';
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** The package, Node module or V8 bucket a profile node's code comes from. */
function bucketOf({ callFrame: { url, functionName } }: ProfileNode): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('graphql-server/dist')) return 'graphql-server (own code)';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  return `(${functionName || 'native'})`;
}

/** Self time of a .cpuprofile by bucket, idle time left out, as markdown rows. */
function summarise(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const buckets = new Map(profile.nodes.map((node) => [node.id, bucketOf(node)]));
  const busy = profile.samples.map((sample) => buckets.get(sample) ?? '?').filter((bucket) => bucket !== '((idle))');
  const counts = new Map<string, number>();
  for (const bucket of busy) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([bucket, count]) => `| ${bucket} | ${((100 * count) / busy.length).toFixed(1)} % |`)
    .join('\n');
}

const profileDir = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
const rest = await startRestApi(BACKEND, PORT);
try {
  const flagsOf = (variable: string | undefined) => (variable?.split(' ') ?? []).filter(Boolean);
  const front = await startFacade(PORT + 1, rest.url, false, [
    ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...flagsOf(process.env.FACADE_NODE_FLAGS),
  ]);
  const variantFlags = flagsOf(process.env.FACADE_VARIANT_FLAGS);
  const variant = variantFlags.length > 0 ? await startFacade(PORT + 2, rest.url, false, variantFlags) : undefined;
  const directPath: RunningPath = {
    key: 'direct',
    label: 'direct',
    fetcher: direct,
    pool: new Pool(rest.url, { connections: CONCURRENCY * 3 }),
  };
  const facades: Record<string, RunningPath> = {
    facade: { key: 'uncached', label: 'facade', fetcher: facade, front, pool: new Pool(front.url) },
    ...(variant && {
      [`facade ${variantFlags.join(' ')}`]: {
        key: 'uncached',
        label: 'variant',
        fetcher: facade,
        front: variant,
        pool: new Pool(variant.url),
      },
    }),
  };
  const paths: Record<string, RunningPath> = { direct: directPath, ...facades };
  const url = await firstBackedCampaign(rest.url);
  for (const path of Object.values(paths)) await warmUp(() => path.fetcher(path.pool, url), CONCURRENCY, WARM_PAGES);
  const burner = BUSY ? startBurner() : undefined;
  const samples = await interleave(Object.keys(paths), ROUNDS, (key) =>
    loadPath(paths[key]!, rest, url, CONCURRENCY, SECONDS),
  ).finally(() => burner?.stop());
  const directs = samples.get('direct')!;
  console.log(
    `\n${BACKEND}, "${url}", ${CONCURRENCY} clients, ${ROUNDS} interleaved rounds of ${SECONDS} s${BUSY ? ', one core busy' : ''}\n`,
  );
  for (const [name, path] of Object.entries(facades)) {
    const runs = samples.get(name)!;
    const ratio = (pick: (i: number) => number) => median(runs.map((_, i) => pick(i))).toFixed(2);
    console.log(`${name}:\n\n| figure | median |\n|---|---|`);
    console.log(`| facade / direct throughput | ${ratio((i) => runs[i]!.perSecond / directs[i]!.perSecond)}x |`);
    console.log(`| facade CPU ms per page | ${median(runs.map((s) => s.frontCpuMs)).toFixed(2)} |`);
    console.log(
      `| rest-api CPU ms per page: direct, serving the facade | ${median(directs.map((s) => s.restCpuMs)).toFixed(2)}, ${median(runs.map((s) => s.restCpuMs)).toFixed(2)} |`,
    );
    console.log(`| facade CPU / rest-api CPU | ${ratio((i) => runs[i]!.frontCpuMs / runs[i]!.restCpuMs)}x |`);
    console.log(
      `| load generator CPU ms per page: direct, facade | ${median(directs.map((s) => s.clientCpuMs)).toFixed(2)}, ${median(runs.map((s) => s.clientCpuMs)).toFixed(2)} |`,
    );
    // With a core kept busy, the machine's CPU is mostly the spinning process's: not a page's cost.
    if (!BUSY) {
      console.log(
        `| whole machine CPU ms per page: direct, facade | ${median(directs.map((s) => s.machineCpuMs)).toFixed(2)}, ${median(runs.map((s) => s.machineCpuMs)).toFixed(2)} |`,
      );
    }
    console.log(`| facade peak RSS, MB | ${peakRssMb(path.front!.pid).toFixed(0)} |\n`);
  }
  await Promise.all(Object.values(paths).map((path) => path.pool.close()));
  // The profile is written when the facade exits.
  await Promise.all([front.stop(), variant?.stop()]);
  if (PROFILE) {
    const latest = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))[0]!;
    console.log(
      `\nFacade self time by bucket:\n\n| bucket | self time |\n|---|---|\n${summarise(join(profileDir, latest))}`,
    );
  }
} finally {
  await rest.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
