import { expect } from '@jest/globals';

/**
 * `expect(actual)` whose failure message ends with `context` (what was being checked, the whole
 * run's tally): Vitest's `expect(actual, message)`, which Jest lacks.
 */
export function expectWith<T>(actual: T, context: string): ReturnType<typeof expect<T>> {
  return withContext(expect(actual), context);
}

function withContext<M extends object>(matchers: M, context: string): M {
  return new Proxy(matchers, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      // `.not`, `.resolves` and `.rejects` are matchers too.
      if (typeof value === 'object' && value !== null) return withContext(value, context);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          return value.apply(target, args);
        } catch (failure) {
          if (failure instanceof Error) failure.message += `\n\n${context}`;
          throw failure;
        }
      };
    },
  });
}
