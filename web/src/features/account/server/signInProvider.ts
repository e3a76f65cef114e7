import 'server-only';

/**
 * How the session's identity signed in, read from the `firebase.sign_in_provider` claim of its ID
 * token: `password` for the e-mail and password and for e-mail links, `google.com` for the popup.
 * The token was verified when the session opened and is renewed by the server only, so reading
 * its payload is enough: the answer only decides which forms to show, and the identity service
 * checks the current password itself before any change.
 */
export function signInProvider(idToken: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      firebase?: { sign_in_provider?: unknown };
    };
    const provider = payload.firebase?.sign_in_provider;
    return typeof provider === 'string' ? provider : null;
  } catch {
    return null;
  }
}
