// The Firebase Auth emulator, for `npm start` and the test suites: one place that knows how to
// configure it on a chosen port (its hub and logging ports sit right above, so several stacks can
// run side by side) and how to tell when it is ready.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

// The end of what an emulator printed, enough to say why it died.
const OUTPUT_KEPT = 64 * 1024;
// A test run survives this many deaths of its emulator; more means something kills it on sight.
const RESTARTS = 3;

/** Spawns one Auth emulator; `exited` resolves, with what it printed, when its process ends. */
function spawnEmulator(port, projectId) {
  const child = spawn('npx', ['firebase', ...emulatorArgs({ port, projectId })], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) =>
      resolve(`The Auth emulator on port ${port} exited (${signal ?? code}):\n${output}`),
    ),
  );
  return { child, exited };
}

/** Resolves once the emulator answers, rejects with its output if it exits first. */
const ready = ({ exited }, port) =>
  Promise.race([
    waitForEmulator(port),
    exited.then((message) => {
      throw new Error(message);
    }),
  ]);

/** Ends what is left of an emulator's process group (npx and the firebase process under it). */
function killGroup({ child }, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * Starts an Auth emulator with no saved data (for tests) and returns how to reach and stop it.
 * One emulator serves a whole test run, so it is supervised: one that dies mid-run says why on
 * stderr and another takes its port: a crash costs the suites running then (their accounts die with
 * it, and the rest-api checks an emulator's tokens against its accounts), not every suite after.
 */
export async function startAuthEmulator({ port, projectId = DEMO_PROJECT_ID }) {
  let current = spawnEmulator(port, projectId);
  await ready(current, port);
  let stopping = false;
  const supervise = async (restartsLeft) => {
    const message = await current.exited;
    if (stopping) return;
    killGroup(current, 'SIGKILL');
    process.stderr.write(`${message}\n${restartsLeft > 0 ? 'Starting another.' : 'Not restarted again.'}\n`);
    if (restartsLeft === 0) return;
    // A moment for the kernel to free the dead one's ports.
    await sleep(1000);
    if (stopping) return;
    current = spawnEmulator(port, projectId);
    await ready(current, port).catch((error) => process.stderr.write(`${error.message}\n`));
    void supervise(restartsLeft - 1);
  };
  void supervise(RESTARTS);
  return {
    host: `127.0.0.1:${port}`,
    projectId,
    /** The running emulator's process group, the one a crash would take. */
    get pid() {
      return current.child.pid;
    },
    stop: async () => {
      stopping = true;
      if (current.child.exitCode !== null || current.child.signalCode !== null) return;
      killGroup(current, 'SIGTERM');
      await current.exited;
    },
  };
}
