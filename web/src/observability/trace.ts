import { randomBytes } from 'node:crypto';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZEROS = /^0+$/;

/** A new W3C trace id: 32 hex digits. */
export const newTraceId = () => randomBytes(16).toString('hex');

/**
 * The `traceparent` of a GraphQL call the web server makes while rendering
 * (https://www.w3.org/TR/trace-context/): it continues the incoming request's trace when that came
 * with a valid one (a balancer or a CDN that traces), else the render's own `traceId`; a new span
 * id for each call. The graphql-server carries the same trace id on to the rest-api.
 */
export function outgoingTraceparent(incoming: string | null, traceId: string): string {
  const match = incoming ? TRACEPARENT.exec(incoming) : null;
  const span = randomBytes(8).toString('hex');
  if (match && !ALL_ZEROS.test(match[1]!) && !ALL_ZEROS.test(match[2]!)) return `00-${match[1]}-${span}-${match[3]}`;
  return `00-${traceId}-${span}-00`;
}
