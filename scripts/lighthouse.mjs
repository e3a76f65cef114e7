// Measures the storefront as a phone sees it: Lighthouse (mobile, 3 runs, median) on the home
// page and a campaign page, and the first-load JavaScript of each route from Next's build
// diagnostics (gzipped). Needs the stack running (`npm start`) and Chromium.
// Usage: npm run lighthouse [-- http://localhost:3000]
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = { home: '/', campaign: '/campaign/tarot-des-marees' };
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
mkdirSync('.lighthouse', { recursive: true });

function lighthouse(url, run) {
  const output = `.lighthouse/${encodeURIComponent(url)}-${run}.json`;
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13.5',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH },
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)]));
}

// The image optimiser makes each size on its first request and caches it, as a CDN would in
// production: one phone-sized load of each page first, so the runs measure pages, not the cache.
async function warmUp(urls) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
}

await warmUp(Object.values(pages).map((path) => base + path));

console.log(`| page | ${CATEGORIES.join(' | ')} |\n|---|${CATEGORIES.map(() => '---').join('|')}|`);
for (const [name, path] of Object.entries(pages)) {
  const runs = Array.from({ length: RUNS }, (_, run) => lighthouse(base + path, run));
  console.log(`| ${name} (${path}) | ${CATEGORIES.map((c) => median(runs.map((r) => r[c]))).join(' | ')} |`);
}

const stats = JSON.parse(readFileSync('web/.next/diagnostics/route-bundle-stats.json', 'utf8'));
console.log('\n| route | first-load JS (gzip) |\n|---|---|');
for (const { route, firstLoadChunkPaths } of stats) {
  const gzipped = firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSync(readFileSync(`web/${chunk}`)).length, 0);
  console.log(`| ${route} | ${(gzipped / 1024).toFixed(1)} KiB |`);
}
