import { fileURLToPath } from 'node:url';

export interface RestApiConfig {
  host: string;
  port: number;
  /** Origin that prefixes image paths in answers (what browsers can reach). */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Where the embedded database keeps its files when no `databaseUrl` is set. */
  dataDir: string;
}

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): RestApiConfig {
  const port = Number(env.REST_API_PORT ?? 4100);
  return {
    host: env.REST_API_HOST ?? '127.0.0.1',
    port,
    publicUrl: (env.REST_API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR ?? DEFAULT_DATA_DIR,
  };
}
