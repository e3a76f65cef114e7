import { NextResponse, type NextRequest } from 'next/server';
import { cachedPageCacheControl, isCachedPage } from './cache/cachedPages';
import { refusedCallbackCookies, refusesCallbackParameter, withoutCookies } from './features/auth/nextAuthCallback';
import { HINT_COOKIE, HINT_MAX_AGE_S, hasSessionCookie } from './features/auth/sessionHint';
import { canonicalPath, refusalOf, type Refusal } from './http/addressRules';
import { NONCE_HEADER, pagePolicy } from './security/pagePolicy';

const CSP = 'content-security-policy';

/**
 * Sets or clears the readable session hint (features/auth/sessionHint.ts) when it disagrees with
 * the cookies; says whether it did.
 */
function syncSessionHint(request: NextRequest, response: NextResponse): boolean {
  const signedIn = hasSessionCookie(request.cookies.getAll().map(({ name }) => name));
  if (signedIn === request.cookies.has(HINT_COOKIE)) return false;
  if (signedIn) response.cookies.set(HINT_COOKIE, '1', { path: '/', maxAge: HINT_MAX_AGE_S, sameSite: 'lax' });
  else response.cookies.delete(HINT_COOKIE);
  return true;
}

/** A `callbackUrl` on next-auth's routes that next-auth would answer with a 500 (features/auth/nextAuthCallback.ts). */
const CALLBACK_REFUSAL: Refusal = { status: 400, text: 'Adresse de retour refusée. / Return address refused.' };

/** Expires the cookies named `names` in the browser (a `__Secure-` one only goes with `Secure`). */
function expireCookies(response: NextResponse, names: string[]): void {
  for (const name of names)
    response.cookies.set(name, '', { path: '/', maxAge: 0, secure: name.startsWith('__Secure-') });
}

/**
 * Pages rendered per request get a Content-Security-Policy with a nonce of its own: on the
 * request, where Next reads it to mark its scripts (and the layout reads the nonce for its inline
 * ones), and on the response, where the browser enforces it. Cached pages get the nonce-less one,
 * and a Cache-Control Next keeps (it only writes its own on answers that have none), which no
 * shared cache may keep when the answer sets a cookie.
 */
function pageResponse(request: NextRequest, headers: Headers, dropped: string[]): NextResponse {
  const { pathname } = request.nextUrl;
  const { nonce, policy } = pagePolicy(pathname);
  if (nonce) headers.set(NONCE_HEADER, nonce);
  else headers.delete(NONCE_HEADER);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  expireCookies(response, dropped);
  const setsCookie = syncSessionHint(request, response) || dropped.length > 0;
  if (isCachedPage(pathname)) {
    response.headers.set('cache-control', cachedPageCacheControl(process.env.PAGE_CACHE !== 'off', setsCookie));
  }
  return response;
}

/**
 * Before any page or next-auth route, a request none can answer is refused, and another spelling
 * of a page's address (`/fr/…`, a slug with capitals) redirects to it, relative to the address the
 * client used (http/addressRules.ts). A callback cookie next-auth would refuse is taken off the
 * request and expired in the browser.
 */
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams, origin } = request.nextUrl;
  const refusal =
    refusalOf({
      method: request.method,
      pathname,
      search,
      callsAction: request.headers.has('next-action'),
      contentType: request.headers.get('content-type'),
    }) ??
    (pathname.startsWith('/api/auth/') && refusesCallbackParameter(searchParams, origin)
      ? CALLBACK_REFUSAL
      : undefined);
  if (refusal) {
    return new NextResponse(`${refusal.text}\n`, {
      status: refusal.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const canonical = canonicalPath(pathname);
  if (canonical) {
    const page = request.nextUrl.clone();
    page.pathname = canonical;
    return NextResponse.redirect(page, 308);
  }
  const headers = new Headers(request.headers);
  const dropped = refusedCallbackCookies(request.cookies.getAll(), origin);
  if (dropped.length > 0) headers.set('cookie', withoutCookies(headers.get('cookie') ?? '', dropped));
  if (!pathname.startsWith('/api/')) return pageResponse(request, headers, dropped);
  // An API answer needs none of a page's headers.
  const response = NextResponse.next({ request: { headers } });
  expireCookies(response, dropped);
  return response;
}

export const config = {
  matcher: [
    '/((?!_next/|api/|graphql|favicon.ico|icon|robots.txt|sitemap.xml|.*\\.(?:png|svg|webp|jpg|ico|txt)$).*)',
    // Any other path with an escape, for the malformed ones (http/addressRules.ts). A well-formed
    // one goes on with a page's headers, which a file or an API answer does not use.
    '/(.*%.*)',
    // next-auth's routes, for the callback URLs it would answer with a 500 (features/auth/nextAuthCallback.ts).
    '/api/auth/:path*',
  ],
};
