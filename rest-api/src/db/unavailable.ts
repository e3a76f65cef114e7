/**
 * Whether an error means the database could not be reached or dropped the connection, rather
 * than refusing the statement: such a request changed nothing (its transaction rolled back) and
 * may be tried again, so it answers 503 with `Retry-After`, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (isConnectionFailure(cause)) return true;
    cause = cause.cause;
  }
  return false;
}

// SQLSTATE classes and codes of a connection that is gone or refused (PostgreSQL appendix A):
// 08 connection exception, 57P01-57P03 admin shutdown / crash shutdown / cannot connect now,
// 57014 statement cancelled (statement_timeout), 53300 too many connections.
const SQLSTATES = /^(08...|57P0[1-3]|57014|53300)$/;
// What the operating system says of a socket that could not connect or was cut.
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
// node-postgres reports a lost or unobtainable connection with these messages and no code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
];

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}
