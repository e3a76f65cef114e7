export interface GraphqlServerConfig {
  host: string;
  port: number;
  restApiUrl: string;
  /** Time-out of each upstream call, in milliseconds. */
  restTimeoutMs: number;
  production: boolean;
  /**
   * The Firebase project whose ID tokens are accepted (FIREBASE_PROJECT_ID). A real project's
   * credentials come from GOOGLE_APPLICATION_CREDENTIALS, read by firebase-admin itself.
   */
  firebaseProjectId: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GraphqlServerConfig {
  return {
    host: env.GRAPHQL_HOST ?? '127.0.0.1',
    port: Number(env.GRAPHQL_PORT ?? 4000),
    restApiUrl: (env.REST_API_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    restTimeoutMs: Number(env.REST_TIMEOUT_MS ?? 5000),
    production: env.NODE_ENV === 'production',
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-storefront',
  };
}
