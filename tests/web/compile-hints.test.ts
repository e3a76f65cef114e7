import { describe, expect, it } from '@jest/globals';
import { SourceMap } from 'node:module';
import { COMPILE_HINT, hintChunk, startupChunks } from '../../scripts/compile-hints.mjs';

// The start-up chunks' compile hint (decision 0038): added once, and the browser's source maps
// still point at the right place in the original when a build ships them.
describe('the compile hint of the start-up chunks', () => {
  const chunk = 'globalThis.TURBOPACK.push([1,(e)=>{e.x=1}]);\n//# sourceMappingURL=a.js.map';
  // One mapping: generated line 1, column 28 is line 3, column 4 of src/a.ts.
  const map = JSON.stringify({ version: 3, sources: ['src/a.ts'], names: [], mappings: '4BAEI' });

  it('is the first line of the chunk, once however often the build runs', () => {
    const hinted = hintChunk(chunk)!;
    expect(hinted.source).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(hinted.source.startsWith(COMPILE_HINT)).toBe(true);
    expect(hinted.map).toBeUndefined();
    expect(hintChunk(hinted.source)).toBeUndefined();
  });

  it("moves the chunk's source map one line down with it", () => {
    const before = new SourceMap(JSON.parse(map)).findEntry(0, 28);
    expect(before).toMatchObject({ originalSource: 'src/a.ts', originalLine: 2, originalColumn: 4 });
    const after = new SourceMap(JSON.parse(hintChunk(chunk, map)!.map!));
    expect(after.findEntry(1, 28)).toMatchObject({ originalSource: 'src/a.ts', originalLine: 2, originalColumn: 4 });
    expect(after.findEntry(0, 28)).toEqual({});
  });

  it('is given to every script some route loads at start, each once, and to nothing else', () => {
    const routes = [
      { firstLoadChunkPaths: ['.next/static/chunks/react.js', '.next/static/chunks/home.js'] },
      { firstLoadChunkPaths: ['.next/static/chunks/react.js', '.next/static/chunks/shell.css'] },
    ];
    expect(startupChunks(routes)).toEqual(['.next/static/chunks/home.js', '.next/static/chunks/react.js']);
  });
});
