import { isCachedPage } from '../cache/cachedPages';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/** The request header through which the proxy hands the page's nonce to the layout. */
export const NONCE_HEADER = 'x-nonce';

/** The mini campaign card, under either language: the one page other sites may frame. */
const EMBEDDABLE = /^(\/en)?\/mini\//;

/**
 * The policy of the page at `pathname`, with the sources this server uses, and its nonce: a fresh
 * one for a page rendered per request, none for a cached page (the same HTML for every request).
 */
export function pagePolicy(pathname: string, env: NodeJS.ProcessEnv = process.env) {
  const nonce = isCachedPage(pathname)
    ? null
    : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-storefront';
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  const policy = contentSecurityPolicy({
    nonce,
    imagesOrigin: env.REST_API_PUBLIC_URL ?? 'http://localhost:4100',
    identityEmulator: emulatorHost ? `http://${emulatorHost}` : null,
    identityAuthDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    embeddable: EMBEDDABLE.test(pathname),
    development: env.NODE_ENV === 'development',
  });
  return { nonce, policy };
}
