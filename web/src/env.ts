import { z } from 'zod';

/** The variables a part reads: `process.env`, or a test's own (typed loosely, so `{}` means all defaults). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Every wrong variable at once, one line each, for an operator to fix without a stack trace. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** An unset or empty variable means "use the default", as a blank line in a `.env` file does. */
const given = (raw: string | undefined) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim());

type Parse<T> = (raw: string) => T | { problem: string };

/** A variable read with `parse`, `fallback` when unset; a bad value is an issue saying what was expected. */
function variable<T>(fallback: T, parse: Parse<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const value = given(raw);
      if (value === undefined) return fallback;
      const parsed = parse(value);
      if (parsed !== null && typeof parsed === 'object' && 'problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed as T;
    });
}

export const env = {
  /** A variable of the part's own syntax: `parse` answers the value or `{ problem }`. */
  custom: variable,
  text: <T extends string | undefined>(fallback: T) => variable<string | T>(fallback, (raw) => raw),
  wholeNumber: (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
    variable(fallback, (raw) =>
      /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max
        ? Number(raw)
        : {
            problem:
              max === Number.MAX_SAFE_INTEGER
                ? `expected a whole number of at least ${min}`
                : `expected a whole number from ${min} to ${max}`,
          },
    ),
  port: (fallback: number) => env.wholeNumber(fallback, 1, 65_535),
  oneOf: <const T extends readonly [string, ...string[]], F extends T[number] | undefined>(values: T, fallback: F) =>
    variable<T[number] | F>(fallback, (raw) =>
      (values as readonly string[]).includes(raw)
        ? (raw as T[number])
        : { problem: `expected one of ${values.join(', ')}` },
    ),
  /** A URL with one of `protocols` (`http:`...), kept as written, or `fallback` when unset. */
  url: <T extends string | undefined>(fallback: T, protocols: readonly string[] = ['http:', 'https:']) =>
    variable<string | T>(fallback, (raw) => {
      const expected = { problem: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` };
      if (!URL.canParse(raw)) return expected;
      return protocols.includes(new URL(raw).protocol) ? raw : expected;
    }),
};

/** `env` parsed by `schema`, or an EnvironmentError naming each wrong variable and its value. */
export function parseEnvironment<S extends z.ZodObject>(schema: S, source: Environment): z.output<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvironmentError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}: ${issue.message}, got ${JSON.stringify(source[name])}`;
    }),
  );
}
