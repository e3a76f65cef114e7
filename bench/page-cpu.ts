// Main-thread work of loading catalog pages in Chromium on a phone-sized screen with a 4x CPU
// slowdown (Lighthouse's mobile setting), against a legal page measured in the same run: the
// shell's floor (top bar, footer, providers, framework) with static text. The ratio says what a
// page adds to that floor, whatever the machine. Needs the stack running (`npm start`).
// Usage: node --import tsx bench/page-cpu.ts [base URL] [loads per page]
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium.js';

const base = process.argv[2] ?? 'http://localhost:3000';
const LOADS = Number(process.argv[3] ?? 7);
const BASELINE = '/info/cgv';
const PAGES = ['/', '/campaign/tarot-des-marees', '/founder/atelier-lune'];

interface Load {
  /** JavaScript run, ms (CDP ScriptDuration). */
  script: number;
  /** All main-thread tasks, ms (CDP TaskDuration). */
  tasks: number;
  /** Sum of long tasks' time beyond 50 ms, until 3 s after load. */
  blocking: number;
  /**
   * Requests for other routes' server components (Next's `rsc` header) until 3 s after load: the
   * prefetches that make a page view cost the web more than the page (decision 0037).
   */
  routeRequests: number;
}

async function load(browser: Browser, path: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  // A visitor who already chose about cookies: the banner's first-visit work is not the page's.
  await context.addCookies([{ name: 'localConsent', value: 'false', url: base }]);
  const page = await context.newPage();
  let routeRequests = 0;
  page.on('request', (request) => void (request.headers()['rsc'] && routeRequests++));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  // A string: this script runs in the page, whose DOM types the bench's own settings do not know.
  await page.addInitScript(`
    globalThis.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => globalThis.longTasks.push(entry.duration)))
      .observe({ type: 'longtask', buffered: true });
  `);
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const longTasks = (await page.evaluate('globalThis.longTasks')) as number[];
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  await context.close();
  return {
    script: metric('ScriptDuration'),
    tasks: metric('TaskDuration'),
    blocking: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    routeRequests,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const browser = await chromium.launch(chromiumLaunchOptions);
const paths = [BASELINE, ...PAGES];
const loads = new Map<string, Load[]>(paths.map((path) => [path, []]));
await Promise.all(paths.map((path) => load(browser, path))); // warm the server and image caches
// Interleaved, so a slower moment of the machine falls on every page alike.
for (let round = 0; round < LOADS; round++) for (const path of paths) loads.get(path)!.push(await load(browser, path));
await browser.close();

const medians = (path: string) => {
  const runs = loads.get(path)!;
  return {
    script: median(runs.map((r) => r.script)),
    tasks: median(runs.map((r) => r.tasks)),
    blocking: median(runs.map((r) => r.blocking)),
    routeRequests: median(runs.map((r) => r.routeRequests)),
  };
};
const floor = medians(BASELINE);
console.log(
  `Medians of ${LOADS} loads, 4x CPU slowdown, 412x823 phone screen; ratios against ${BASELINE} in the same run.\n`,
);
console.log('| page | script ms | tasks ms | blocking ms | script / floor | tasks / floor | route requests |');
console.log('|---|---|---|---|---|---|---|');
for (const path of paths) {
  const m = medians(path);
  console.log(
    `| ${path} | ${m.script.toFixed(0)} | ${m.tasks.toFixed(0)} | ${m.blocking.toFixed(0)} | ${(m.script / floor.script).toFixed(2)}× | ${(m.tasks / floor.tasks).toFixed(2)}× | ${m.routeRequests} |`,
  );
}
