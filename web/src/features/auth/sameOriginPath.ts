/**
 * The same-origin path (path, query and fragment) that `value` names, or null when it names
 * anything else. This is the one rule for every redirect that a request chooses (callbackUrl of
 * the sign-in pages, next-auth's own redirects): browsers read `//host`, `/\host` and paths with
 * tabs or line breaks as other sites, so such values are refused before and after normalising.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  // Backslashes and control characters: browsers drop or rewrite them, each differently.
  // eslint-disable-next-line no-control-regex
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return null;
  }
  if (target.origin !== new URL(origin).origin) return null;
  // `/.//evil.example` normalises to `//evil.example`, a protocol-relative URL once relative, and
  // `/en//evil.example` becomes one when its language prefix is removed: no path has `//`.
  if (target.pathname.includes('//')) return null;
  return target.pathname + target.search + target.hash;
}
