import type { Instrumentation } from 'next';

/**
 * Runs once when the web server starts (serverStart.ts). The Node.js-only code is
 * imported inside the runtime check, which the edge build drops, so that build never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./serverStart')).onServerStart();
}

/** A request the server failed goes to the JSON log under the reference its error page shows. */
export const onRequestError: Instrumentation.onRequestError = async (...failure) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./observability/requestError')).logRequestError(...failure);
};
