import 'server-only';
import type { JWT } from 'next-auth/jwt';
import { refreshRetryDelayMs } from '../refreshBackoff';
import { RefreshRefused, refreshIdToken } from './refreshIdToken';
import { log } from '../../../observability/log';

/** Spec section 4: the ID token is renewed five minutes before it expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/**
 * The session's tokens, renewed when the ID token is due. The session ends (`error`) only when
 * the identity service refuses the refresh token for good; when it cannot be reached or fails,
 * the session stays and the refresh is retried later, 30 s after the first failure, then twice
 * as late each time up to 16 minutes.
 */
export async function renewSessionTokens(token: JWT, now = Date.now()): Promise<JWT> {
  const dueAt = token.refreshRetryAt ?? token.idTokenExpiresAt - REFRESH_MARGIN_MS;
  if (now < dueAt) return token;
  try {
    const fresh = await refreshIdToken(token.refreshToken);
    return {
      ...token,
      idToken: fresh.idToken,
      refreshToken: fresh.refreshToken,
      idTokenExpiresAt: fresh.expiresAt,
      refreshFailures: undefined,
      refreshRetryAt: undefined,
    };
  } catch (error) {
    // A disabled or deleted account, or a revoked token: the client signs out on this flag.
    if (error instanceof RefreshRefused) return { ...token, error: 'RefreshFailed' };
    const failures = (token.refreshFailures ?? 0) + 1;
    log.warn({ err: error }, 'token refresh failed, retrying later');
    return { ...token, refreshFailures: failures, refreshRetryAt: now + refreshRetryDelayMs(failures) };
  }
}
