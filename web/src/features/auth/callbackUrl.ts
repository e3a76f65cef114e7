import { localePath, splitLocale, type Locale } from '../../i18n/locales';

/**
 * Where to go after signing in: the page that asked (`callbackUrl`) when it is on this site, else
 * home, in the user's saved language. A callbackUrl to another origin is never followed.
 */
export function afterSignInPath(callbackUrl: string | null | undefined, origin: string, lang: Locale): string {
  let target: URL;
  try {
    target = new URL(callbackUrl || '/', origin);
  } catch {
    target = new URL('/', origin);
  }
  if (target.origin !== origin) target = new URL('/', origin);
  const { path } = splitLocale(target.pathname);
  // Signing in again from a sign-in page would loop: go home instead.
  const landing = ['/login', '/register', '/login-by-email'].includes(path) ? '/' : path;
  return localePath(lang, landing) + (landing === path ? target.search + target.hash : '');
}

/** `path` carrying the page to come back to, for links between the sign-in pages. */
export const withCallbackUrl = (path: string, callbackUrl: string | null) =>
  callbackUrl ? `${path}?callbackUrl=${encodeURIComponent(callbackUrl)}` : path;
