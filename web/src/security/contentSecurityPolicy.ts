/** What the policy of a page depends on besides the page itself. */
export interface PolicySources {
  /**
   * This request's nonce: Next marks its own scripts with it, the layout its inline ones. Null for
   * a cached page, whose HTML is shared by every request and so cannot carry one.
   */
  nonce: string | null;
  /** Where product and avatar pictures come from (REST_API_PUBLIC_URL). */
  imagesOrigin: string;
  /** The Firebase Auth emulator (`http://host:port`), or null with a real Firebase project. */
  identityEmulator: string | null;
  /** Firebase's auth domain: its hidden iframe and sign-in popups. */
  identityAuthDomain: string;
  /** The mini campaign card is made for other sites' iframes; every other page refuses framing. */
  embeddable: boolean;
  /** `next dev` evaluates code for its fast refresh. */
  development: boolean;
}

/** Firebase Auth's APIs and Google's gapi loader (sign-in popups). */
const IDENTITY_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const GOOGLE_APIS = 'https://apis.google.com';

/**
 * The Content-Security-Policy of a page. Scripts run only with this request's nonce, or when a
 * nonced script loads them ('strict-dynamic': Next's chunks, Firebase's gapi loader). A cached page
 * has no nonce: its scripts come from this site (and Google's loader), and inline ones are allowed,
 * since Next's inline data scripts differ on every page (decision 0017). Styles allow inline ones:
 * MUI's emotion writes style elements and MUI sets style attributes, and a style cannot run code.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const identity = [...IDENTITY_APIS, ...(sources.identityEmulator ? [sources.identityEmulator] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      ...(sources.nonce
        ? [`'nonce-${sources.nonce}'`, "'strict-dynamic'"]
        : // The nonce-less policy of cached pages.
          ["'unsafe-inline'"]),
      // Ignored by browsers that know 'strict-dynamic'; the fallback of those that do not.
      "'self'",
      GOOGLE_APIS,
      ...(sources.development ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', new URL(sources.imagesOrigin).origin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identity],
    'frame-src': ["'self'", `https://${sources.identityAuthDomain}`, GOOGLE_APIS, ...identity],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': sources.embeddable ? ['*'] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
