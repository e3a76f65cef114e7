// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';

// One Firebase Auth emulator for the whole run, on a port of its own beside a dev stack's 9099
// (TEST_AUTH_EMULATOR_PORT moves it, for two runs on one machine).
export default async function setup() {
  const emulator = await startAuthEmulator({ port: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399) });
  // firebase-admin reads the emulator's address from the environment only; the test workers start
  // after this and inherit it, before any server starts.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  // Jest runs the teardown in this same process: the global carries the handle to it.
  globalThis.authEmulator = emulator;
}

declare global {
  var authEmulator: { stop(): Promise<void> } | undefined;
}
