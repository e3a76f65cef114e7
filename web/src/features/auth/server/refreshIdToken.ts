import 'server-only';
import { identityClientConfig } from './identityConfig';

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
  const response = await fetch(`${base}/v1/token?key=${encodeURIComponent(apiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Token refresh refused (${response.status})`);
  const body = (await response.json()) as { id_token: string; refresh_token: string; expires_in: string };
  return {
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    expiresAt: Date.now() + Number(body.expires_in) * 1000,
  };
}
