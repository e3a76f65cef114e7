/** V8's explicit compile hint, as the first line of a chunk. */
export const COMPILE_HINT: string;

/** The chunk with the hint first and its source map one line down; undefined when already hinted. */
export function hintChunk(source: string, map?: string): { source: string; map?: string } | undefined;

/** The JavaScript chunks some route loads at start, from Next's `route-bundle-stats.json`. */
export function startupChunks(routeStats: { firstLoadChunkPaths: string[] }[]): string[];
