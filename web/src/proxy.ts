import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE } from './i18n/locales';
import { NONCE_HEADER, pagePolicy } from './security/pagePolicy';

const CSP = 'content-security-policy';

/**
 * Every page gets a Content-Security-Policy with a nonce of its own: on the request, where Next
 * reads it to mark its scripts (and the layout reads the nonce for its inline ones), and on the
 * response, where the browser enforces it.
 *
 * French lives at unprefixed URLs and English under /en: unprefixed paths are rewritten to the
 * French route, and an explicit /fr prefix redirects to the clean URL.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    const clean = pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(new URL(clean + search, request.url), 308);
  }
  const { nonce, policy } = pagePolicy(pathname);
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set(CSP, policy);
  const response =
    pathname === '/en' || pathname.startsWith('/en/')
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(new URL(`/${DEFAULT_LOCALE}${pathname}${search}`, request.url), { request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

export const config = {
  matcher: ['/((?!_next/|api/|graphql|favicon.ico|icon|robots.txt|sitemap.xml|.*\\.(?:png|svg|webp|jpg|ico|txt)$).*)'],
};
