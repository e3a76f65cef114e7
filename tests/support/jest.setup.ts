import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';

// Before the workers start, which inherit the environment set here: one Firebase Auth emulator
// for the whole run, and the migrated and seeded databases the tests copy (database.ts).
export default async function setup() {
  // A port of its own beside a dev stack's 9099 (TEST_AUTH_EMULATOR_PORT moves it, for two runs on
  // one machine).
  const [emulator, templates] = await Promise.all([
    startAuthEmulator({ port: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399) }),
    promisify(execFile)('node', ['--import', 'tsx', 'tests/support/database-templates.ts', 'prepare']),
  ]);
  Object.assign(process.env, JSON.parse(templates.stdout));
  // firebase-admin reads the emulator's address from the environment only.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  // Jest runs the teardown in this same process: the global carries the handle to it.
  globalThis.authEmulator = emulator;
}

declare global {
  var authEmulator: { stop(): Promise<void> } | undefined;
}
