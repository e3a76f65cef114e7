import { rootMarkScript } from '@/ui/rootMarkScript';

/** Spec section 9: the consent cookie and how long a choice lasts (3 days). */
export const CONSENT_COOKIE = 'localConsent';
const CONSENT_MAX_AGE_S = 259200;
const CONSENT_PATTERN = `(?:^|; )${CONSENT_COOKIE}=(true|false)(?:;|$)`;

/** The consent signals of Google's consent mode; the storefront sets them all alike. */
const CONSENT_SIGNALS = ['analytics_storage', 'ad_storage'] as const;

type ConsentState = 'granted' | 'denied';
type ConsentSignals = Record<(typeof CONSENT_SIGNALS)[number], ConsentState>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const signals = (state: ConsentState) =>
  Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, state])) as ConsentSignals;

/**
 * Set on <html> by the inline script after the banner when no choice is stored: the server's HTML
 * carries the consent banner hidden, and this shows it as soon as it is parsed instead of after
 * hydration.
 */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * Consent is denied by default, then a stored choice is replayed as an update. Self-contained:
 * it is also serialised into the inline script that runs before any tag can load.
 */
function declareConsent(pattern: string, denied: ConsentSignals, granted: ConsentSignals) {
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  dataLayer.push(['consent', 'default', denied]);
  const stored = document.cookie.match(new RegExp(pattern));
  if (stored) dataLayer.push(['consent', 'update', stored[1] === 'true' ? granted : denied]);
}

const DECLARE_ARGUMENTS = [CONSENT_PATTERN, signals('denied'), signals('granted')] as const;

/** The inline script of the server's HTML, before the body. */
export const CONSENT_DEFAULT_SCRIPT = `(${declareConsent.toString()}).apply(null, ${JSON.stringify(DECLARE_ARGUMENTS)})`;

/**
 * Shows the server's banner when no choice is stored: an inline script right after the banner,
 * which is then whole and in the page's first paint. Set earlier, the banner showed while its
 * paragraphs still streamed in and, pinned to the bottom, grew upwards (a layout shift of 0.33);
 * set at DOMContentLoaded, it came after the page's scripts on a slow phone, late for what
 * Lighthouse counts as the largest paint.
 */
export const CONSENT_PENDING_SCRIPT = rootMarkScript(CONSENT_PATTERN, CONSENT_PENDING_ATTRIBUTE, false);

/**
 * For pages the browser renders without server HTML (Next renders 404s of dynamic routes that
 * way), where the inline script never ran.
 */
export function declareConsentIfMissing(): void {
  const declared = window.dataLayer?.some(
    (entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'default',
  );
  if (!declared) declareConsent(...DECLARE_ARGUMENTS);
}

/** The stored choice: true (accepted), false (refused) or null (never answered, or expired). */
export function readConsent(): boolean | null {
  const match = document.cookie.match(new RegExp(CONSENT_PATTERN));
  return match ? match[1] === 'true' : null;
}

/** Stores the choice and tells the tag manager. */
export function saveConsent(accepted: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${accepted}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  (window.dataLayer ??= []).push(['consent', 'update', signals(accepted ? 'granted' : 'denied')]);
}
