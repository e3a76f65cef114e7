// Writes which messages each page and layout of the web app needs in the browser (a layout with its
// segment's not-found and error pages): the messages of the client components it renders, found by walking
// its imports (a module below a `'use client'` one runs in the browser too) and reading each
// message's origins in the French catalogs. The page ships those and no others; every message of the locale went into every page's
// HTML before (28 kB of 165 kB on the home page, 11 kB of its 29 kB gzipped). Server components
// translate with the whole catalog on the server. Run by `npm run i18n:compile`, after Lingui's.
import { formatter } from '@lingui/format-po';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { pluginId } from '../web/src/i18n/pluginIds.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const webSrc = join(root, 'web/src');
const catalogDir = join(root, 'locales/fr');
const output = join(webSrc, 'i18n/generated/clientMessages.ts');
/** The route files that hand their client components messages: pages and layouts. */
const ROUTE_FILE = /\/(page|layout)\.tsx$/;

interface WebModule {
  client: boolean;
  imports: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The web module a specifier names (`@/x` is web/src/x), or nothing for a package or a style sheet. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(webSrc, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Whether a module is a client one, and the web modules whose code it imports (not its type imports). */
function readModule(file: string): WebModule {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const first = source.statements[0];
  const client =
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client';
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    client,
    imports: specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []),
  };
}

/** The modules of `entry`'s import graph that run in the browser. */
function browserModules(entry: string, modules: Map<string, WebModule>): Set<string> {
  const inBrowser = new Set<string>();
  const seen = new Set<string>();
  const pending: [string, boolean][] = [[entry, false]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [file, below] = next;
    const module = modules.get(file);
    const client = below || (module?.client ?? false);
    const key = `${client}:${file}`;
    if (!module || seen.has(key)) continue;
    seen.add(key);
    if (client) inBrowser.add(file);
    for (const imported of module.imports) pending.push([imported, client]);
  }
  return inBrowser;
}

/** Every message id of the catalogs (in the SWC plugin's alphabet), with the web files it comes from. */
async function messageOrigins(): Promise<Map<string, string[]>> {
  const po = formatter({ lineNumbers: true });
  const origins = new Map<string, string[]>();
  for (const name of readdirSync(catalogDir).filter((file) => file.endsWith('.po'))) {
    const catalog = await po.parse(readFileSync(join(catalogDir, name), 'utf8'), {
      locale: 'fr',
      sourceLocale: 'fr',
      filename: name,
    });
    for (const [id, entry] of Object.entries(catalog)) {
      // One text may be in two features' catalogs: it is needed where either uses it.
      const files = (entry.origin ?? []).map(([file]) => join(root, file));
      origins.set(pluginId(id), [...(origins.get(pluginId(id)) ?? []), ...files]);
    }
  }
  return origins;
}

const files = sourceFiles(webSrc);
const modules = new Map(files.map((file) => [file, readModule(file)]));
const origins = await messageOrigins();
const scopes: [string, string[]][] = [];
const unwrapped: string[] = [];
for (const file of files.filter((path) => ROUTE_FILE.test(path)).sort()) {
  // A segment's not-found and error pages render inside its layout, which gives them their messages.
  const boundaries = file.endsWith('/layout.tsx')
    ? ['not-found.tsx', 'error.tsx'].map((name) => join(dirname(file), name)).filter((path) => modules.has(path))
    : [];
  const entries = [file, ...boundaries];
  const inBrowser = new Set(entries.flatMap((entry) => [...browserModules(entry, modules)]));
  const ids = [...origins].filter(([, from]) => from.some((origin) => inBrowser.has(origin))).map(([id]) => id);
  if (ids.length === 0) continue;
  const scope = relative(webSrc, file);
  scopes.push([scope, ids.sort()]);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`"${scope}"`) && !text.includes(`'${scope}'`)) unwrapped.push(scope);
}
if (unwrapped.length > 0) {
  throw new Error(
    `These files render client components with texts but do not hand them their messages; wrap what each renders in <ClientMessages of="its path under web/src" lang={lang}> (web/src/i18n/ClientMessages.tsx):\n${unwrapped.join('\n')}`,
  );
}

mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  `// Written by scripts/client-messages.ts (npm run i18n:compile): the ids of the messages that the client
// components of each route file show, by the file's path under web/src.
export const clientMessageIds = ${JSON.stringify(Object.fromEntries(scopes), null, 2)} as const;

export type MessageScope = keyof typeof clientMessageIds;
`,
);
console.log(`client messages: ${scopes.map(([scope, ids]) => `${scope} ${ids.length}`).join(', ')}`);
