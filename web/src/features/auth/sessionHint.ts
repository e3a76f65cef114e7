import { rootMarkScript } from '@/ui/rootMarkScript';

/**
 * A readable cookie saying "this browser had a session when it was last looked at". Cached pages
 * are the same HTML for everyone, so the server cannot tell a visitor from a signed-in user: the
 * browser reads this hint before asking next-auth, so visitors never request their (absent)
 * session and signed-in users see a placeholder, not "Sign in", until theirs arrives. The proxy
 * sets it from the session cookie (httpOnly, so the browser cannot read it) and the browser from
 * next-auth's answers (pages a CDN serves never reach the proxy). It carries no secret: a wrong
 * hint costs one session request or one placeholder, never access.
 */
export const HINT_COOKIE = 'signed-in';
const HINT_PATTERN = new RegExp(`(?:^|; )${HINT_COOKIE}=1(?:;|$)`);
/** Outlives the next-auth session (30 days) a little: a stale hint corrects itself on the next read. */
export const HINT_MAX_AGE_S = 31 * 24 * 3600;

// next-auth v4's session cookie, split into `.0`, `.1`... when the JWT is large, and prefixed
// `__Secure-` on HTTPS.
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** Whether a request's cookies (by name) hold a next-auth session. */
export function hasSessionCookie(names: string[]): boolean {
  return names.some((name) => SESSION_COOKIE.test(name));
}

/** Whether a `document.cookie` string carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return HINT_PATTERN.test(cookies);
}

/**
 * Set on <html> while the hint says "signed in": before hydration the user area shows the login
 * button to visitors and a placeholder to signed-in users from this, by the style sheet alone.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-signed-in-hint';

/** The inline script of the server's HTML, before the page's top bar. */
export const SESSION_HINT_SCRIPT = rootMarkScript(HINT_PATTERN.source, SESSION_HINT_ATTRIBUTE, true);

/** Keeps the browser's hint (cookie and attribute) in step with what next-auth last answered. */
export function rememberSessionHint(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SESSION_HINT_ATTRIBUTE, signedIn);
  if (signedIn === hasSessionHint(document.cookie)) return;
  document.cookie = signedIn
    ? `${HINT_COOKIE}=1; path=/; max-age=${HINT_MAX_AGE_S}; samesite=lax`
    : `${HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
