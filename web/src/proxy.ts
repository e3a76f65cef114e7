import { NextResponse, type NextRequest } from 'next/server';
import { cachedPageCacheControl, isCachedPage } from './cache/cachedPages';
import { HINT_COOKIE, HINT_MAX_AGE_S, hasSessionCookie } from './features/auth/sessionHint';
import { DEFAULT_LOCALE } from './i18n/locales';
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

/** Whether every `%` of a path starts a valid UTF-8 escape: Next's router would throw on it. */
function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The longest address (path and query) the web answers, far beyond any of ours (a slug has 120
 * characters at most). A longer one was echoed into a redirect's `Location` (to
 * `/login?callbackUrl=…`, off `/fr/…`), whose headers then outgrew a balancer's buffer (nginx's
 * 4 or 8 kB, HAProxy's 16 kB): a 502 there.
 */
const MAX_ADDRESS_LENGTH = 2048;

const plainAnswer = (status: number, text: string) =>
  new NextResponse(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * A path no page can have (a stray `%`, a broken UTF-8 escape: scanners, a truncated link). Next
 * answers it with a bare 500 (vercel/next.js#94278); it is the client's mistake, so a 400 that
 * says so, in both languages since the address says neither.
 */
const malformedAddress = () => plainAnswer(400, 'Adresse mal formée. / Malformed address.');

/**
 * A server action call whose arguments are not a form. The web's actions all take one (the
 * support request, the profile picture), which the browser sends as multipart; React sends other
 * arguments as text, which only a hand-made call does here. Next answers a text it cannot decode
 * with a 500 (vercel/next.js#86945), the usual probe of scanners; this answers it with a 400.
 * A new action taking other arguments would meet this refusal in its first test.
 */
const isNonFormAction = (request: NextRequest) =>
  request.method === 'POST' &&
  request.headers.has('next-action') &&
  !request.headers.get('content-type')?.startsWith('multipart/form-data');
const tooLongAddress = () => plainAnswer(414, 'Adresse trop longue. / Address too long.');

/** A campaign's, founder's or embed's address: its last segment is a slug, lowercase by contract. */
const SLUG_PAGE = /^(?:\/en)?\/(?:campaign|founder|mini)\/[^/]+$/;

/**
 * Pages rendered per request get a Content-Security-Policy with a nonce of its own: on the
 * request, where Next reads it to mark its scripts (and the layout reads the nonce for its inline
 * ones), and on the response, where the browser enforces it. Cached pages get the nonce-less one,
 * and a Cache-Control Next keeps (it only writes its own on answers that have none).
 *
 * French lives at unprefixed URLs (next.config's rewrites) and English under /en: an explicit /fr
 * prefix redirects to the clean URL, relative to the address the client used, and so does a
 * catalog address with capitals to its lowercase form.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.length + request.nextUrl.search.length > MAX_ADDRESS_LENGTH) return tooLongAddress();
  if (!isWellEncoded(pathname)) return malformedAddress();
  if (isNonFormAction(request)) return plainAnswer(400, 'Requête refusée. / Request refused.');
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    const clean = request.nextUrl.clone();
    clean.pathname = pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(clean, 308);
  }
  // An address typed from print or dictated keeps its capitals: the page is the lowercase one.
  if (SLUG_PAGE.test(pathname) && pathname !== pathname.toLowerCase()) {
    const lower = request.nextUrl.clone();
    lower.pathname = pathname.toLowerCase();
    return NextResponse.redirect(lower, 308);
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
    // Any other path with an escape, for the malformed ones (see malformedAddress). A well-formed
    // one goes on with a page's headers, which a file or an API answer does not use.
    '/(.*%.*)',
  ],
};
