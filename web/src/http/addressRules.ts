import { DEFAULT_LOCALE } from '@/i18n/locales';

/** What the rules read of a request: no framework type, so that they are plain functions. */
export interface RequestLine {
  method: string;
  /** The path as sent, its escapes not decoded. */
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  /** Whether it calls a server action (Next's `next-action` header). */
  callsAction: boolean;
  contentType: string | null;
}

/** A request answered before any page: a status and a text in both languages. */
export interface Refusal {
  status: 400 | 414;
  text: string;
}

/**
 * The longest address (path and query) the web answers, far beyond any of ours (a slug has 120
 * characters at most). A longer one was echoed into a redirect's `Location` (to
 * `/login?callbackUrl=…`, off `/fr/…`), whose headers then outgrew a balancer's buffer (nginx's
 * 4 or 8 kB, HAProxy's 16 kB): a 502 there.
 */
export const MAX_ADDRESS_LENGTH = 2048;

/** Whether every `%` of a path starts a valid UTF-8 escape: Next's router throws on the others. */
function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a request gets no page, if it does not (decisions 0002 and 0014). The address says no
 * language, so the text has both.
 * - Too long: 414.
 * - A stray `%` or a broken UTF-8 escape (scanners, a truncated link): Next answered 500
 *   (vercel/next.js#94278); the mistake is the client's, 400.
 * - A server action call that is not a form. The web's actions all take one, which the browser
 *   sends as multipart; React sends other arguments as text, which only a hand-made call does
 *   here, and Next answers a text it cannot decode with a 500 (vercel/next.js#86945), the usual
 *   probe of scanners. A new action taking other arguments would meet this in its first test.
 */
export function refusalOf(request: RequestLine): Refusal | undefined {
  if (request.pathname.length + request.search.length > MAX_ADDRESS_LENGTH) {
    return { status: 414, text: 'Adresse trop longue. / Address too long.' };
  }
  if (!isWellEncoded(request.pathname)) return { status: 400, text: 'Adresse mal formée. / Malformed address.' };
  if (request.method === 'POST' && request.callsAction && !request.contentType?.startsWith('multipart/form-data')) {
    return { status: 400, text: 'Requête refusée. / Request refused.' };
  }
  return undefined;
}

/** A campaign's, founder's or embed's address: its last segment is a slug, lowercase by contract. */
const SLUG_PAGE = /^(?:\/en)?\/(?:campaign|founder|mini)\/[^/]+$/;

/**
 * The address a page is served at, when the one asked for is another spelling of it: French
 * lives at unprefixed addresses (next.config's rewrites), so an explicit `/fr` goes; a catalog
 * address typed from print with capitals becomes the lowercase one, the only one a slug has.
 * Nothing when the address is already the page's.
 */
export function canonicalPath(pathname: string): string | undefined {
  const prefix = `/${DEFAULT_LOCALE}`;
  const unprefixed =
    pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || '/' : pathname;
  const canonical = SLUG_PAGE.test(unprefixed) ? unprefixed.toLowerCase() : unprefixed;
  return canonical === pathname ? undefined : canonical;
}
