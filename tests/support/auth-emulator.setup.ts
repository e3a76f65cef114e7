import type { TestProject } from 'vitest/node';
// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    firebaseAuthEmulatorHost: string;
    firebaseProjectId: string;
  }
}

// One Firebase Auth emulator for the whole run, on a port of its own beside a dev stack's 9099
// (TEST_AUTH_EMULATOR_PORT moves it, for two runs on one machine).
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ port: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9399) });
  project.provide('firebaseAuthEmulatorHost', emulator.host);
  project.provide('firebaseProjectId', emulator.projectId);
  return () => emulator.stop();
}
