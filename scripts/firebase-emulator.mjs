// The Firebase Auth emulator, for `npm start` and the test suites: one place that knows how to
// configure it on a chosen port (its hub and logging ports sit right above, so several stacks can
// run side by side) and how to tell when it is ready.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_PROJECT_ID = 'demo-storefront';

/** Writes a firebase.json for an Auth emulator on `port` and returns its path. */
export function writeEmulatorConfig(port) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-firebase-'));
  const file = join(dir, 'firebase.json');
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: port + 1 },
      logging: { host: '127.0.0.1', port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The arguments of `firebase` that start the Auth emulator; `dataDir` keeps accounts across restarts. */
export function emulatorArgs({ port, projectId = DEMO_PROJECT_ID, importDir, exportDir }) {
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', writeEmulatorConfig(port)];
  if (importDir) args.push('--import', importDir);
  if (exportDir) args.push('--export-on-exit', exportDir);
  return args;
}

/** Resolves once the emulator answers on `port`, or rejects after `timeoutMs`. */
export async function waitForEmulator(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The Auth emulator did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts an Auth emulator with no saved data (for tests) and returns how to reach and stop it. */
export async function startAuthEmulator({ port, projectId = DEMO_PROJECT_ID }) {
  const child = spawn('npx', ['firebase', ...emulatorArgs({ port, projectId })], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The Auth emulator exited (${code}):\n${output}`))),
  );
  await Promise.race([waitForEmulator(port), exited]);
  return {
    host: `127.0.0.1:${port}`,
    projectId,
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await done;
    },
  };
}
