// `npm run dev`'s codegen: runs scripts/codegen.mjs again whenever a contract (schema/) or one of
// the web's operation documents (web/src/**/*.graphql) changes. Written here rather than with
// graphql-codegen's --watch, which needs the native @parcel/watcher, and so that the OpenAPI types
// are watched too.
import { execFile } from 'node:child_process';
import { watch } from 'node:fs';
import { clearTimeout, setTimeout } from 'node:timers';

const WATCHED = [
  { dir: 'schema', matches: (file) => /\.(graphql|ya?ml)$/.test(file) },
  { dir: 'web/src', matches: (file) => file.endsWith('.graphql') },
];

let running = false;
let again = false;
let timer;

function generate() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  execFile('node', ['scripts/codegen.mjs'], (error, _stdout, stderr) => {
    console.log(error ? `codegen failed:\n${stderr}` : 'codegen: types regenerated');
    running = false;
    if (again) {
      again = false;
      generate();
    }
  });
}

for (const { dir, matches } of WATCHED) {
  watch(dir, { recursive: true }, (_event, file) => {
    if (!file || !matches(file)) return;
    // An editor's save is often several events: one run for all of them.
    clearTimeout(timer);
    timer = setTimeout(generate, 200);
  });
}
console.log('codegen: watching schema/ and web/src/**/*.graphql');
