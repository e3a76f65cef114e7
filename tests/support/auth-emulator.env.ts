import { inject } from 'vitest';

// firebase-admin reads the emulator's address from the environment only, so every test worker
// points it at the run's emulator before any server starts.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('firebaseAuthEmulatorHost');
process.env.FIREBASE_PROJECT_ID = inject('firebaseProjectId');
