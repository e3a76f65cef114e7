/**
 * Text PostgreSQL cannot store as sent: a NUL character (refused in `text`, SQLSTATE 22021) or a
 * lone UTF-16 surrogate (no UTF-8 form; drivers silently turn it into U+FFFD).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `text` cannot be stored, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return undefined;
}

/** A string found in a request part that cannot be stored, at its JSON pointer (`/identity/first_name`). */
export interface UnsafeText {
  instancePath: string;
  message: string;
}

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * Every string value and property name of `value` that cannot be stored. The walk uses its own
 * stack rather than recursion, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeText[] {
  const found: UnsafeText[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) found.push({ instancePath: path, message });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const keyProblem = textProblem(key);
        // A bad property name is reported at its parent: the name itself cannot be shown as a field.
        if (keyProblem) found.push({ instancePath: path, message: `has a property name that ${keyProblem}` });
        else pending.push([child, pointer(path, Array.isArray(current) ? Number(key) : key)]);
      }
    }
  }
  return found;
}
