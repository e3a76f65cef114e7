// The results of one backend as markdown tables, with the issue's targets beside the ratios.
import type { PathSample } from './data-load.js';
import type { LoadResult } from './load.js';
import { PATHS } from './paths.js';
import type { UpstreamCalls } from './upstream-calls.js';

export interface Settings {
  rounds: number;
  busyRounds: number;
  seconds: number;
  pageSeconds: number;
  concurrency: number;
}

export interface BackendResult {
  backendLabel: string;
  campaignUrl?: string;
  failures: string[];
  /** Medians per path key, machine quiet and with one core kept busy. */
  quiet: Map<string, PathSample>;
  busy: Map<string, PathSample>;
  /**
   * The uncached facade's pages/s over direct REST's in each round (the direct round just before
   * it), quiet and busy: how far one run's median can land from the next run's.
   */
  roundRatios: { quiet: number[]; busy: number[] };
  calls: Map<string, UpstreamCalls>;
  /** Peak resident memory of each path's front process, MB. */
  peakRss: Map<string, number>;
  /** Medians per `<web key> <page path>`. */
  pages: Map<string, LoadResult>;
  cacheControl: Map<string, string>;
  pagePaths: string[];
}

export const WEBS = [
  { key: 'cached', label: 'page cache' },
  { key: 'uncached', label: 'rendered per request (PAGE_CACHE=off, draft mode)' },
];

const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || !Number.isFinite(a / b) ? '–' : `${(a / b).toFixed(2)}×`;
/** The lowest and highest of per-round ratios: `0.72–0.89×`. */
const spread = (ratios: number[]) =>
  ratios.length ? `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×` : '–';
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

const DIRECT_TARGETS: Record<string, string> = { uncached: '≥ 0.8×', cached: '≥ 5×' };

function dataTable(samples: Map<string, PathSample>) {
  const direct = samples.get('direct');
  const hive = samples.get('hive');
  return table(
    ['path', 'pages/s', 'p50 ms', 'p99 ms', 'errors', '/ direct', 'target', '/ Hive', 'target'],
    PATHS.filter((path) => samples.has(path.key)).map((path) => {
      const sample = samples.get(path.key)!;
      const isFacade = path.key === 'uncached' || path.key === 'cached';
      return [
        path.label,
        fixed(sample.perSecond),
        fixed(sample.p50, 1),
        fixed(sample.p99, 1),
        fixed(sample.errors),
        path.key === 'direct' ? '1.00×' : ratio(sample.perSecond, direct?.perSecond),
        DIRECT_TARGETS[path.key] ?? '',
        isFacade ? ratio(sample.perSecond, hive?.perSecond) : '',
        path.key === 'uncached' ? '≥ 2×' : '',
      ];
    }),
  );
}

const CPU_HEAD = [
  'path',
  'front CPU ms/page',
  'rest-api CPU ms/page',
  'load generator CPU ms/page',
  'whole machine CPU ms/page (PostgreSQL included)',
  'front / rest-api (uncached page)',
  'target',
];

/** Each path's CPU per page in one set of rounds, by path key, as the cells of `CPU_HEAD`. */
function cpuRows(samples: Map<string, PathSample>) {
  const restForFacade = samples.get('uncached')?.restCpuMs;
  return new Map(
    PATHS.filter((path) => samples.has(path.key)).map((path) => {
      const sample = samples.get(path.key)!;
      const cells = [
        path.label,
        fixed(sample.frontCpuMs, 2),
        fixed(sample.restCpuMs, 2),
        fixed(sample.clientCpuMs, 2),
        fixed(sample.machineCpuMs, 2),
        path.key === 'direct' ? '' : ratio(sample.frontCpuMs, restForFacade),
        path.key === 'uncached' ? '≤ 1.2×' : '',
      ];
      return [path.key, cells];
    }),
  );
}

/** The quiet rounds' CPU, with what the whole run tells of each path: peak memory, upstream calls. */
function costTable(result: BackendResult) {
  const rows = [...cpuRows(result.quiet)].map(([key, cells]) => {
    const calls = result.calls.get(key);
    return [
      ...cells,
      fixed(result.peakRss.get(key)),
      key === 'uncached' || key === 'cached' ? '≤ 150' : '',
      calls ? `${calls.first}, then ${calls.repeat}` : '–',
    ];
  });
  return table([...CPU_HEAD, 'front peak RSS MB', 'target', 'upstream calls per page (first view, then again)'], rows);
}

function pagesTable(result: BackendResult) {
  const rows = result.pagePaths.flatMap((path) => {
    const uncached = result.pages.get(`uncached ${path}`);
    return WEBS.filter((web) => result.pages.has(`${web.key} ${path}`)).map((web) => {
      const sample = result.pages.get(`${web.key} ${path}`)!;
      return [
        path,
        web.label,
        fixed(sample.perSecond),
        fixed(sample.p50, 1),
        fixed(sample.p99, 1),
        fixed(sample.errors),
        web.key === 'cached' ? ratio(sample.perSecond, uncached?.perSecond) : '1.00×',
        web.key === 'cached' ? '≥ 10×, p99 < 200 ms' : '',
        `\`${result.cacheControl.get(`${web.key} ${path}`) ?? '–'}\``,
      ];
    });
  });
  return table(
    ['page', 'web', 'pages/s', 'p50 ms', 'p99 ms', 'errors', '/ per request', 'target', 'status, Cache-Control'],
    rows,
  );
}

export function renderBackend(result: BackendResult, settings: Settings): string {
  const { concurrency, rounds, busyRounds, seconds, pageSeconds } = settings;
  const parts = [`## ${result.backendLabel}`];
  if (result.failures.length) parts.push(result.failures.map((failure) => `- **failed:** ${failure}`).join('\n'));
  if (result.quiet.size) {
    parts.push(
      `Campaign page data (\`${result.campaignUrl}\`), ${concurrency} concurrent clients, medians of ${rounds} interleaved rounds of ${seconds} s, machine quiet:`,
      dataTable(result.quiet),
    );
  }
  if (result.busy.size) {
    parts.push(
      `The same with one core kept busy by a spinning process (${busyRounds} rounds):`,
      dataTable(result.busy),
      `Facade (uncached) / direct: ${ratio(result.quiet.get('uncached')?.perSecond, result.quiet.get('direct')?.perSecond)} quiet ` +
        `(rounds ${spread(result.roundRatios.quiet)}), ` +
        `${ratio(result.busy.get('uncached')?.perSecond, result.busy.get('direct')?.perSecond)} busy ` +
        `(rounds ${spread(result.roundRatios.busy)}) (target ≥ 0.8× both).`,
    );
  }
  if (result.quiet.size) {
    parts.push(
      'CPU per page (utime + stime from /proc, medians of the quiet rounds; the whole machine from /proc/stat, every process but idle time), peak RSS (VmHWM at the end of the run), upstream calls counted at the rest-api:',
      costTable(result),
    );
  }
  if (result.busy.size) {
    parts.push(
      "CPU per page in the busy rounds, the spinning process's CPU left out of the whole machine's: what each path costs when it shares the cores:",
      table(CPU_HEAD, [...cpuRows(result.busy).values()]),
    );
  }
  if (result.pages.size) {
    parts.push(
      `Visitor pages (no session), autocannon ${concurrency} connections, medians of ${rounds} interleaved rounds of ${pageSeconds} s, both webs on the cached facade:`,
      pagesTable(result),
    );
  }
  return parts.join('\n\n');
}
