import type { Instrumentation } from 'next';

/**
 * Runs once when the web server starts: a wrong variable stops it there, one line each, instead of
 * failing the first request that reads it. And OpenTelemetry starts here when it is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { webConfig } = await import('./config');
    // Only when asked for: the default start loads none of the SDK.
    if (webConfig.tracing) (await import('./observability/tracing')).startTracing(webConfig.tracing);
  } catch (error) {
    const { EnvironmentError } = await import('./env');
    if (!(error instanceof EnvironmentError)) throw error;
    for (const problem of error.problems) console.error(`web: cannot start: ${problem}`);
    process.exit(1);
  }
}

/** A request the server failed goes to the JSON log under the reference its error page shows. */
export const onRequestError: Instrumentation.onRequestError = async (...failure) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./observability/requestError')).logRequestError(...failure);
};
