import 'server-only';

/** Where the browser's Firebase SDK signs in; handed to the sign-in pages at request time. */
export interface IdentityClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** `http://host:port` of the Auth emulator, or null with a real Firebase project. */
  emulatorUrl: string | null;
}

const DEMO_PROJECT_ID = 'demo-storefront';

/**
 * Read from the environment on each request rather than baked into the bundle at build time, so
 * one build serves the emulator (`npm start`, tests) and a real project alike.
 */
export function identityClientConfig(env: NodeJS.ProcessEnv = process.env): IdentityClientConfig {
  const projectId = env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    // The emulator accepts any key; a real project needs its own web API key.
    apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
  };
}
