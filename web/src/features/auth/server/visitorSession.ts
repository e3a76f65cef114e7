import 'server-only';
import { cookies } from 'next/headers';

// next-auth v4's session cookie, split into `.0`, `.1`... when the JWT is large, and prefixed
// `__Secure-` on HTTPS.
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/**
 * `null` (no session) when the request carries no session cookie, `undefined` (ask the browser
 * to fetch it) otherwise. A visitor's page then renders signed out from the first paint, with
 * no session request and no re-render once hydrated.
 */
export async function initialSessionHint(): Promise<null | undefined> {
  const jar = await cookies();
  return jar.getAll().some(({ name }) => SESSION_COOKIE.test(name)) ? undefined : null;
}
