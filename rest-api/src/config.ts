import { fileURLToPath } from 'node:url';

export interface RestApiConfig {
  host: string;
  port: number;
  /** Origin that prefixes image paths in answers (what browsers can reach). */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files when no `databaseUrl` is set. */
  dataDir: string;
  /**
   * The Firebase project whose ID tokens are accepted. Credentials for a real project come from
   * GOOGLE_APPLICATION_CREDENTIALS (a service account file), read by firebase-admin itself.
   */
  firebaseProjectId: string;
}

/** The project of the Auth emulator `npm start` runs (`demo-` projects never reach Google). */
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-storefront';
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestApiConfig {
  const port = Number(env.REST_API_PORT ?? 4100);
  return {
    host: env.REST_API_HOST ?? '127.0.0.1',
    port,
    publicUrl: (env.REST_API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? DEFAULT_DATA_DIR,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID,
  };
}
