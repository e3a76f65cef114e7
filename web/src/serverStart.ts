import { EnvironmentError } from './env';

/**
 * What the Node.js server does once as it starts: a wrong variable stops it there, one line each,
 * instead of failing the first request that reads it; OpenTelemetry starts when it is configured.
 */
export async function onServerStart(): Promise<void> {
  try {
    // The settings are read as the module loads: its import is what fails on a wrong variable.
    const { webConfig } = await import('./config');
    // Only when asked for: the default start loads none of the SDK.
    if (webConfig.tracing) (await import('./observability/tracing')).startTracing(webConfig.tracing);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    for (const problem of error.problems) console.error(`web: cannot start: ${problem}`);
    process.exit(1);
  }
}
