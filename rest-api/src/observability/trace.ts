import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ALL_ZEROS = /^0+$/;

/** The trace id of the request's OpenTelemetry span, when tracing.ts is loaded; none otherwise. */
let spanTraceId: () => string | undefined = () => undefined;

/** Lets OpenTelemetry name the requests' trace ids: it has already read their `traceparent`. */
export function takeTraceIdsFrom(source: () => string | undefined) {
  spanTraceId = source;
}

/**
 * The request's W3C trace id (https://www.w3.org/TR/trace-context/): the caller's (the facade
 * sends one on every call) when its `traceparent` is valid, else a new one. It is Fastify's
 * request id, so every log line of the request carries it as `traceId`.
 */
export function traceIdOf(request: IncomingMessage): string {
  const fromSpan = spanTraceId();
  if (fromSpan) return fromSpan;
  const header = request.headers.traceparent;
  const match = typeof header === 'string' ? TRACEPARENT.exec(header) : null;
  if (match && !ALL_ZEROS.test(match[1]!) && !ALL_ZEROS.test(match[2]!)) return match[1]!;
  return randomBytes(16).toString('hex');
}
