// Visitor pages (no session cookie) served by the built web, loaded with autocannon.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import type { LoadResult } from './load.js';

/**
 * What Chromium sends: every browser asks for a compressed page, and the web compresses each answer
 * (Next's `compress`), cached page or not, so a load without it measures a cheaper page than any
 * visitor gets.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function loadPage(
  origin: string,
  path: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin + path,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers },
  });
  // Only whole pages count: an error or a non-2xx answer (a redirect too) is not a page served.
  const pages = result['2xx'];
  return {
    perSecond: pages / result.duration,
    // No answer within the round leaves autocannon's latencies at 0: unknown, not fast.
    p50: pages ? result.latency.p50 : NaN,
    p99: pages ? result.latency.p99 : NaN,
    requests: pages,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Next's draft-mode cookie for the built web: with it, every request renders its page, as Next
 * would without a page cache. Without it, a web started with PAGE_CACHE=off still lets concurrent
 * requests for one page share one render, which flatters the per-request baseline.
 */
export function renderEveryRequest(distDir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(`${distDir}/prerender-manifest.json`, 'utf8')) as {
    preview: { previewModeId: string };
  };
  return { cookie: `__prerender_bypass=${manifest.preview.previewModeId}` };
}

/** What the page tells caches on the way (`Cache-Control`), for the report. */
export async function cacheControl(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(origin + path, { redirect: 'manual', headers });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('cache-control') ?? '(none)'}`;
}
