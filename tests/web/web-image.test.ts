import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The web image runs `next start` on the build alone (web/Dockerfile's last stage): what Next
// loads from the sources at start, its configuration with the modules it imports and the page
// cache's handler, must be copied there too, or the image fails where the repository works.

/** The files a module imports by a relative path, and theirs, from the repository root. */
function localImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import\s[^'"]*['"](\.[^'"]+)['"]/gm)) {
    const base = normalize(join(dirname(file), specifier!));
    const found = [base, `${base}.ts`, `${base}.mjs`].find((candidate) => existsSync(candidate));
    if (!found) throw new Error(`${file} imports ${specifier!}, which is not in the repository`);
    if (!seen.has(found)) {
      seen.add(found);
      localImports(found, seen);
    }
  }
  return seen;
}

/** The paths the last stage of a Dockerfile copies from the build context (not `--from` a stage). */
function copiedFromContext(dockerfile: string): string[] {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...lastStage.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap(([, args]) => args!.split(/\s+/).slice(0, -1));
}

describe('the web image', () => {
  it("copies what next start loads from the sources: next.config.ts, its imports, and the cache's handler", () => {
    const config = readFileSync('web/next.config.ts', 'utf8');
    const handler = /cacheHandler: path\.resolve\(process\.cwd\(\), '([^']+)'\)/.exec(config)?.[1];
    expect(handler).toBeDefined();
    const loaded = new Set(['web/next.config.ts', ...localImports('web/next.config.ts')]);
    const handlerFile = `web/${handler!}`;
    loaded.add(handlerFile);
    for (const file of localImports(handlerFile)) loaded.add(file);

    const copied = copiedFromContext(readFileSync('web/Dockerfile', 'utf8'));
    const missing = [...loaded].filter(
      (file) => !copied.some((path) => file === path || file.startsWith(`${path.replace(/\/$/, '')}/`)),
    );
    expect(missing).toEqual([]);
  });
});
