import { randomFillSync } from 'node:crypto';

/** The W3C trace context of one GraphQL request (https://www.w3.org/TR/trace-context/). */
export interface Trace {
  /** 32 hex digits, the same in every part's log lines for this request. */
  traceId: string;
  /**
   * A `traceparent` header for a call this request makes: the same trace, a new span id. Absent
   * when OpenTelemetry is on: its undici instrumentation writes the header of the call's own span.
   */
  childTraceparent?(): string;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZEROS = /^0+$/;

// Ids are cut from a block of random bytes refilled when used up: one `randomFillSync` per 512
// span ids instead of a buffer and a system call for each upstream call.
const random = Buffer.allocUnsafe(4096);
let used = random.length;

function randomHex(bytes: number): string {
  if (used + bytes > random.length) {
    randomFillSync(random);
    used = 0;
  }
  used += bytes;
  return random.toString('hex', used - bytes, used);
}

/** Continues the caller's trace when its `traceparent` is valid, else starts one (not sampled). */
export function continueTrace(traceparent: string | undefined): Required<Trace> {
  const match = traceparent ? TRACEPARENT.exec(traceparent) : null;
  const valid = match !== null && !ALL_ZEROS.test(match[1]!) && !ALL_ZEROS.test(match[2]!);
  const traceId = valid ? match[1]! : randomHex(16);
  const prefix = `00-${traceId}-`;
  const suffix = `-${valid ? match[3]! : '00'}`;
  return { traceId, childTraceparent: () => prefix + randomHex(8) + suffix };
}

/** The trace id of the request's OpenTelemetry span, when tracing.ts is loaded; none otherwise. */
let spanTraceId: () => string | undefined = () => undefined;

/** Lets OpenTelemetry carry the traces: it has already read the request's `traceparent`. */
export function takeTraceIdsFrom(source: () => string | undefined) {
  spanTraceId = source;
}

/** The request's trace: its OpenTelemetry span's when tracing is on, else `continueTrace`'s. */
export function traceOf(traceparent: string | undefined): Trace {
  const traceId = spanTraceId();
  return traceId ? { traceId } : continueTrace(traceparent);
}
