// npm run bench [-- --quick]: the campaign page's data through the facade (uncached and cached),
// through Hive Gateway and as direct REST calls; the facade's CPU, memory and upstream calls;
// visitor pages with and without the page cache. On PGlite and on the PostgreSQL server, a fresh
// database each, every figure a median of interleaved rounds measured in this one run.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Pool } from 'undici';
import type { Backend } from '../tests/support/database.js';
import { firstBackedCampaign } from './campaign-page.js';
import { loadPath, type PathSample } from './data-load.js';
import { warmUp } from './load.js';
import { cacheControl, loadPage, renderEveryRequest } from './pages.js';
import { startPaths } from './paths.js';
import { peakRssMb } from './proc.js';
import { failureSummary, startBurner, startFacade, startRestApi, startWeb, type Part } from './processes.js';
import { renderBackend, WEBS, type BackendResult, type Settings } from './report.js';
import { interleave, medians } from './rounds.js';
import { countUpstreamCalls } from './upstream-calls.js';

const quick = process.argv.includes('--quick');
const setting = (name: string, full: number, short: number) => Number(process.env[name] ?? (quick ? short : full));
const settings: Settings = {
  rounds: setting('BENCH_ROUNDS', 5, 2),
  busyRounds: setting('BENCH_BUSY_ROUNDS', 5, 1),
  seconds: setting('BENCH_SECONDS', 3, 2),
  pageSeconds: setting('BENCH_PAGE_SECONDS', 4, 2),
  concurrency: setting('BENCH_CONCURRENCY', 16, 16),
};
const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];
// The PostgreSQL server every development and CI machine runs; each backend run makes its own database.
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
/** Which measurements to run (all by default): `calls`, `data`, `pages`. */
const steps = new Set((process.env.BENCH_STEPS ?? 'calls,data,pages').split(','));
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 5500);
const LABELS: Record<Backend, string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL server' };

const warmPages = setting('BENCH_WARM_PAGES', 4000, 300);
const warm = (operation: () => Promise<void>) => warmUp(operation, settings.concurrency, warmPages);

async function measureData(result: BackendResult, rest: Part, basePort: number) {
  const url = result.campaignUrl!;
  const paths = await startPaths(
    basePort,
    rest.url,
    (origin) => new Pool(origin, { connections: settings.concurrency * 3 }),
  );
  result.failures.push(...paths.failures);
  try {
    for (const path of paths.running) await warm(() => path.fetcher(path.pool, url));
    const byKey = new Map(paths.running.map((path) => [path.key, path]));
    const rounds = (count: number, outside: Part[] = []) =>
      interleave([...byKey.keys()], count, (key) =>
        loadPath(byKey.get(key)!, rest, url, settings.concurrency, settings.seconds, outside),
      );
    const summarize = (samples: Map<string, PathSample[]>) =>
      new Map([...samples].map(([key, values]) => [key, medians(values)]));
    const uncachedOverDirect = (samples: Map<string, PathSample[]>) =>
      (samples.get('uncached') ?? []).map(
        (sample, round) => sample.perSecond / samples.get('direct')![round]!.perSecond,
      );
    const quiet = await rounds(settings.rounds);
    result.quiet = summarize(quiet);
    result.roundRatios.quiet = uncachedOverDirect(quiet);
    const burner = startBurner();
    try {
      const busy = await rounds(settings.busyRounds, [burner]);
      result.busy = summarize(busy);
      result.roundRatios.busy = uncachedOverDirect(busy);
    } finally {
      await burner.stop();
    }
    for (const path of paths.running) if (path.front) result.peakRss.set(path.key, peakRssMb(path.front.pid));
  } finally {
    await paths.stop();
  }
}

async function measurePages(result: BackendResult, rest: Part, basePort: number) {
  if (!existsSync('web/.next/BUILD_ID')) {
    result.failures.push('visitor pages: the web is not built (npm run build)');
    return;
  }
  // Both webs read through a cached facade, as deployed; only the page cache differs.
  const webs = new Map<string, Part>();
  let facade: Part | undefined;
  try {
    facade = await startFacade(basePort, rest.url, true);
    for (const [index, web] of WEBS.entries()) {
      try {
        webs.set(web.key, await startWeb(basePort + 10 + index, rest.url, facade.url, web.key === 'cached'));
      } catch (error) {
        result.failures.push(`web (${web.label}): ${failureSummary(error)}`);
      }
    }
    result.pagePaths = ['/', `/campaign/${result.campaignUrl}`];
    const keys = [...webs.keys()].flatMap((web) => result.pagePaths.map((path) => `${web} ${path}`));
    const perRequest = renderEveryRequest('web/.next');
    const target = (key: string) => {
      const [web, path] = key.split(' ') as [string, string];
      const headers = web === 'uncached' ? perRequest : {};
      return { origin: webs.get(web)!.url.replace('127.0.0.1', 'localhost'), path, headers };
    };
    for (const key of keys) {
      const { origin, path, headers } = target(key);
      await loadPage(origin, path, settings.concurrency, quick ? 1 : 2, headers);
      result.cacheControl.set(key, await cacheControl(origin, path, headers));
    }
    const samples = await interleave(keys, settings.rounds, (key) => {
      const { origin, path, headers } = target(key);
      return loadPage(origin, path, settings.concurrency, settings.pageSeconds, headers);
    });
    result.pages = new Map([...samples].map(([key, values]) => [key, medians(values)]));
  } catch (error) {
    result.failures.push(`visitor pages: ${(error as Error).message}`);
  } finally {
    await Promise.all([...webs.values()].map((web) => web.stop()));
    await facade?.stop();
  }
}

async function benchBackend(backend: Backend, basePort: number): Promise<BackendResult> {
  const result: BackendResult = {
    backendLabel: LABELS[backend],
    failures: [],
    quiet: new Map(),
    busy: new Map(),
    roundRatios: { quiet: [], busy: [] },
    calls: new Map(),
    peakRss: new Map(),
    pages: new Map(),
    cacheControl: new Map(),
    pagePaths: [],
  };
  let rest: Part | undefined;
  try {
    rest = await startRestApi(backend, basePort);
    result.campaignUrl = await firstBackedCampaign(rest.url);
    const step = async (name: string, run: () => Promise<void>) => {
      if (!steps.has(name.split(' ')[0]!)) return;
      console.error(`${new Date().toISOString()} ${backend}: ${name}`);
      await run().catch((error: Error) => result.failures.push(`${name}: ${error.message}`));
    };
    await step('calls upstream', async () => {
      const { counts, failures } = await countUpstreamCalls(backend, result.campaignUrl!, basePort + 20);
      result.calls = counts;
      result.failures.push(...failures.map((failure) => `counting upstream calls: ${failure}`));
    });
    await step('data of the campaign page', () => measureData(result, rest!, basePort + 1));
    await step('pages of visitors', () => measurePages(result, rest!, basePort + 30));
  } catch (error) {
    result.failures.push((error as Error).message);
  } finally {
    await rest?.stop();
  }
  return result;
}

const started = new Date();
const sections: string[] = [];
for (const [index, backend] of backends.entries()) {
  const result = await benchBackend(backend, BASE_PORT + index * 50);
  sections.push(renderBackend(result, settings));
  console.log(`\n${sections.at(-1)}\n`);
}
const report = [
  `# npm run bench${quick ? ' -- --quick' : ''}, ${started.toISOString()}`,
  `Node ${process.version}, ${settings.concurrency} clients; every figure is a median of interleaved rounds of this run, and ratios compare paths of the same run and backend.`,
  ...sections,
].join('\n\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.md', `${report}\n`);
console.log('Written to bench/results/latest.md');
