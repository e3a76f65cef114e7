import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from './pagePolicy';

/**
 * The proxy's nonce for a page rendered per request: its Content-Security-Policy runs only the
 * inline scripts carrying it. Cached pages read no headers (force-static) and need none.
 */
export async function pageNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
