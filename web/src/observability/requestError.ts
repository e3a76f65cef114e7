import 'server-only';
import type { Instrumentation } from 'next';
import { log } from './log';

/**
 * One JSON line for a request the server failed (Next's `onRequestError`), under the reference the
 * error page shows the shopper (the error's digest), so that what they quote to the support finds
 * the error, the page and the trace in the log.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = (error as { digest?: unknown } | null)?.digest;
  log.error(
    {
      // Named fields rather than pino's serializer, which lists a DOMException's 25 constants.
      err: error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : error,
      digest: typeof digest === 'string' ? digest : undefined,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      traceparent: request.headers.traceparent,
    },
    'request failed',
  );
};
