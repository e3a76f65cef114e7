/**
 * next-auth v4 checks the callback URL a request carries, its `callbackUrl` parameter and its
 * `next-auth.callback-url` cookie, before it does anything else (its `assertConfig`), and answers
 * one it refuses with a 500 "problem with the server configuration": on its own routes, and on
 * every page that reads the session, where `getServerSession` makes the whole page a 500. A value
 * that is neither a path nor an http(s) address is the client's mistake (a hand-made link, a
 * cookie from another app on the same host), so the proxy refuses such a parameter with a 400 and
 * drops such a cookie (found by the signed-in web fuzz, decision 0014).
 */

/** next-auth's own rule: a path of this site, or an absolute http(s) address. */
export function nextAuthTakes(value: string, origin: string): boolean {
  try {
    return /^https?:/.test(new URL(value, value.startsWith('/') ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

// Prefixed `__Secure-` on HTTPS.
const CALLBACK_COOKIE = /^(__Secure-)?next-auth\.callback-url$/;

/** The names of the callback cookies among `cookies` (decoded, as next-auth reads them) that next-auth would refuse. */
export const refusedCallbackCookies = (cookies: { name: string; value: string }[], origin: string): string[] =>
  cookies
    .filter(({ name, value }) => CALLBACK_COOKIE.test(name) && !nextAuthTakes(value, origin))
    .map(({ name }) => name);

/** Whether a `callbackUrl` of the query (any of them, when repeated) is one next-auth would refuse. */
export const refusesCallbackParameter = (search: URLSearchParams, origin: string): boolean =>
  search.getAll('callbackUrl').some((value) => value !== '' && !nextAuthTakes(value, origin));

/** A `Cookie` header without the cookies named `names`; the others stay exactly as sent. */
export const withoutCookies = (header: string, names: string[]): string =>
  header
    .split(';')
    .filter((pair) => !names.includes(pair.split('=', 1)[0]!.trim()))
    .join(';')
    .trim();
