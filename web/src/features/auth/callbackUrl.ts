import { localePath, splitLocale, type Locale } from '../../i18n/locales';
import { sameOriginPath } from './sameOriginPath';

/**
 * Where to go after signing in: the page that asked (`callbackUrl`) when it is on this site, else
 * home, in the user's saved language. A callbackUrl to another origin is never followed.
 */
export function afterSignInPath(callbackUrl: string | null | undefined, origin: string, lang: Locale): string {
  const target = new URL(sameOriginPath(callbackUrl, origin) ?? '/', origin);
  const { path } = splitLocale(target.pathname);
  // Signing in again from a sign-in page would loop: go home instead.
  const landing = ['/login', '/register', '/login-by-email'].includes(path) ? '/' : path;
  return localePath(lang, landing) + (landing === path ? target.search + target.hash : '');
}

/** `path` carrying the page to come back to, for links between the sign-in pages. */
export const withCallbackUrl = (path: string, callbackUrl: string | null) =>
  callbackUrl ? `${path}?callbackUrl=${encodeURIComponent(callbackUrl)}` : path;

/**
 * The language of the page a callbackUrl names, or `fallback`: only its path is read (where it
 * leads is afterSignInPath's business), and an unparseable value is no reason for an error page.
 */
export function callbackLocale(callbackUrl: string | undefined, fallback: Locale): Locale {
  if (!callbackUrl) return fallback;
  try {
    return splitLocale(new URL(callbackUrl, 'http://localhost').pathname).locale;
  } catch {
    return fallback;
  }
}
