export interface GraphqlServerConfig {
  host: string;
  port: number;
  restApiUrl: string;
  /** Time-out of each upstream call, in milliseconds. */
  restTimeoutMs: number;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GraphqlServerConfig {
  return {
    host: env.GRAPHQL_HOST ?? '127.0.0.1',
    port: Number(env.GRAPHQL_PORT ?? 4000),
    restApiUrl: (env.REST_API_URL ?? 'http://127.0.0.1:4100').replace(/\/$/, ''),
    restTimeoutMs: Number(env.REST_TIMEOUT_MS ?? 5000),
    production: env.NODE_ENV === 'production',
  };
}
