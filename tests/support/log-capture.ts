/** A pino destination a test reads: every JSON line written, parsed. */
export interface CapturedLog {
  stream: { write(line: string): void };
  lines: Record<string, unknown>[];
}

export function captureLog(): CapturedLog {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}
