/**
 * What PostgreSQL says when a value it was sent cannot be stored. Validation refuses these values
 * first; this is the safety net for a rule the contract does not state, so that a value the
 * database refuses is the client's 400 or 422 and never a 500.
 */
const REFUSALS: Record<string, { status: 400 | 422; message: string }> = {
  '22021': { status: 400, message: 'has a character the database cannot store' },
  '22P05': { status: 400, message: 'has a character the database cannot store' },
  '22P02': { status: 400, message: 'is not in the expected format' },
  '22001': { status: 422, message: 'is too long' },
  '22003': { status: 422, message: 'is out of range' },
  '23514': { status: 422, message: 'breaks a rule of the stored data' },
};

interface DatabaseError {
  code?: unknown;
  column?: unknown;
}

/** The client's error behind a database refusal (pg and PGlite errors both carry `code`), if it is one. */
export function databaseRefusal(error: unknown): { statusCode: 400 | 422; field: string; message: string } | undefined {
  const { code, column } = (error ?? {}) as DatabaseError;
  const refusal = typeof code === 'string' ? REFUSALS[code] : undefined;
  if (!refusal) return undefined;
  // The database names the column only for some refusals; the request is the best field otherwise.
  const field = typeof column === 'string' && column ? column : 'request';
  return { statusCode: refusal.status, field, message: refusal.message };
}
