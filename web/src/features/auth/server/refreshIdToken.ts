import 'server-only';
import { fetchWithin } from '@/http/fetchWithin';
import { identityClientConfig } from './identityConfig';

/**
 * The identity service's answers that end a session: retrying cannot change them (a disabled or
 * deleted account, an expired or revoked refresh token). Any other failure is worth a retry.
 */
const FINAL_REFUSALS = ['USER_DISABLED', 'USER_NOT_FOUND', 'TOKEN_EXPIRED', 'INVALID_REFRESH_TOKEN'];

/** The identity service refused the refresh token for good: the session ends. */
export class RefreshRefused extends Error {}

export interface FreshTokens {
  idToken: string;
  refreshToken: string;
  /** When the ID token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Exchanges the Firebase refresh token for a new ID token (the secure token API, which the
 * emulator serves under its own host). Done on the server so catalog pages never load the
 * Firebase SDK just to keep a session alive.
 */
export async function refreshIdToken(refreshToken: string): Promise<FreshTokens> {
  const { apiKey, emulatorUrl } = identityClientConfig();
  const base = emulatorUrl ? `${emulatorUrl}/securetoken.googleapis.com` : 'https://securetoken.googleapis.com';
  const response = await fetchWithin(30_000, `${base}/v1/token?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  if (!response.ok) {
    const reason = await refusalReason(response);
    if (FINAL_REFUSALS.includes(reason)) throw new RefreshRefused(reason);
    throw new Error(`Token refresh failed (${response.status} ${reason})`);
  }
  const body = (await response.json()) as { id_token: string; refresh_token: string; expires_in: string };
  return {
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    expiresAt: Date.now() + Number(body.expires_in) * 1000,
  };
}

/** The error code of a refusal (`{ error: { message: 'USER_DISABLED' } }`), or '' when there is none. */
async function refusalReason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    // Some codes come with details after them: `TOKEN_EXPIRED : ...`.
    return body.error?.message?.split(/[\s:]/)[0] ?? '';
  } catch {
    return '';
  }
}
