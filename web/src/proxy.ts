import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE } from './i18n/locales';

/**
 * French lives at unprefixed URLs and English under /en: unprefixed paths are rewritten to the
 * French route, and an explicit /fr prefix redirects to the clean URL.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    const clean = pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(new URL(clean + search, request.url), 308);
  }
  if (pathname === '/en' || pathname.startsWith('/en/')) return NextResponse.next();
  return NextResponse.rewrite(new URL(`/${DEFAULT_LOCALE}${pathname}${search}`, request.url));
}

export const config = {
  matcher: ['/((?!_next/|api/|graphql|favicon.ico|icon|robots.txt|sitemap.xml|.*\\.(?:png|svg|webp|jpg|ico|txt)$).*)'],
};
