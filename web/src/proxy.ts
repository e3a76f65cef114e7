import { NextResponse, type NextRequest } from 'next/server';
import { cachedPageCacheControl, isCachedPage } from './cache/cachedPages';
import { HINT_COOKIE, HINT_MAX_AGE_S, hasSessionCookie } from './features/auth/sessionHint';
import { canonicalPath, refusalOf } from './http/addressRules';
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

/**
 * Pages rendered per request get a Content-Security-Policy with a nonce of its own: on the
 * request, where Next reads it to mark its scripts (and the layout reads the nonce for its inline
 * ones), and on the response, where the browser enforces it. Cached pages get the nonce-less one,
 * and a Cache-Control Next keeps (it only writes its own on answers that have none).
 *
 * Before that, a request no page can answer is refused, and another spelling of a page's address
 * (`/fr/…`, a slug with capitals) redirects to it, relative to the address the client used
 * (http/addressRules.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const refusal = refusalOf({
    method: request.method,
    pathname,
    search,
    callsAction: request.headers.has('next-action'),
    contentType: request.headers.get('content-type'),
  });
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
  const { nonce, policy } = pagePolicy(pathname);
  const headers = new Headers(request.headers);
  if (nonce) headers.set(NONCE_HEADER, nonce);
  else headers.delete(NONCE_HEADER);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  const setsCookie = syncSessionHint(request, response);
  if (isCachedPage(pathname)) {
    response.headers.set('cache-control', cachedPageCacheControl(process.env.PAGE_CACHE !== 'off', setsCookie));
  }
  return response;
}

export const config = {
  matcher: [
    '/((?!_next/|api/|graphql|favicon.ico|icon|robots.txt|sitemap.xml|.*\\.(?:png|svg|webp|jpg|ico|txt)$).*)',
    // Any other path with an escape, for the malformed ones (http/addressRules.ts). A well-formed
    // one goes on with a page's headers, which a file or an API answer does not use.
    '/(.*%.*)',
  ],
};
