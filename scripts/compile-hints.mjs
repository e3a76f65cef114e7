// Run after `next build`: puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome
// 136+) at the top of every chunk a route loads at start, so that Chrome compiles their functions
// on the thread that streams each script instead of one by one on the main thread when hydration
// first calls them. On a phone-sized load at 4x it cut the main thread's script time by a quarter
// to a half and its blocking time by half to two thirds (decision 0038). Next has no option for
// it; chunks loaded later (a form's SDK, a tab's code) keep V8's lazy compilation.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunk with the hint as its first line, and its source map (if any) pointing one line further
 * down; undefined when it already has it, so that a second run changes nothing.
 */
export function hintChunk(source, map) {
  if (source.startsWith(COMPILE_HINT)) return undefined;
  if (map === undefined) return { source: COMPILE_HINT + source };
  const parsed = JSON.parse(map);
  // A `;` in the mappings ends a generated line: an empty first line.
  return { source: COMPILE_HINT + source, map: JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }) };
}

/**
 * The JavaScript chunks some route loads at start, from Next's build diagnostics
 * (`route-bundle-stats.json`: each route's `firstLoadChunkPaths`, relative to the web app).
 */
export function startupChunks(routeStats) {
  const paths = routeStats.flatMap((route) => route.firstLoadChunkPaths);
  return [...new Set(paths)].filter((path) => path.endsWith('.js')).sort();
}

function hintBuild(webDir) {
  const statsFile = join(webDir, '.next/diagnostics/route-bundle-stats.json');
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: did next build stop writing it?`);
  const chunks = startupChunks(JSON.parse(readFileSync(statsFile, 'utf8')));
  if (chunks.length === 0) throw new Error(`${statsFile} names no start-up chunk`);
  let changed = 0;
  for (const chunk of chunks) {
    const file = join(webDir, chunk);
    const mapFile = `${file}.map`;
    const hinted = hintChunk(
      readFileSync(file, 'utf8'),
      existsSync(mapFile) ? readFileSync(mapFile, 'utf8') : undefined,
    );
    if (!hinted) continue;
    writeFileSync(file, hinted.source);
    if (hinted.map !== undefined) writeFileSync(mapFile, hinted.map);
    changed++;
  }
  console.log(`compile hints: ${changed} of ${chunks.length} start-up chunks marked`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) hintBuild(fileURLToPath(new URL('../web/', import.meta.url)));
