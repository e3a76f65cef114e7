import type { Auth } from 'firebase-admin/auth';
import { GraphQLError } from 'graphql';

/** The signed-in user of a request, from their verified ID token. */
export interface Viewer {
  uid: string;
  email: string | null;
  /** The bearer token as received, forwarded to the rest-api (which verifies it again). */
  token: string;
}

/** Turns an `Authorization` header into the viewer, null for a visitor; refuses a bad token. */
export type IdentifyViewer = (authorization: string | undefined) => Promise<Viewer | null>;

// A token that fails is refused with HTTP 401 for the whole request: acting as a visitor instead
// would show a signed-in user an empty account without telling them why.
const unauthenticated = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/**
 * firebase-admin blames the token with `auth/...` codes, named in the refusal; `app/...` codes are
 * its network failures, and `auth/internal-error` an error answer of the identity service itself.
 */
function refusal(error: unknown): GraphQLError {
  const code = String((error as { code?: unknown }).code);
  if (code === 'auth/id-token-expired') return unauthenticated('The token has expired');
  if (code.startsWith('auth/') && code !== 'auth/internal-error') {
    return unauthenticated(`The token is not valid (${code})`);
  }
  return new GraphQLError('The identity service cannot verify the token now', {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 503 } },
  });
}

// firebase-admin and the Google libraries under it are loaded by the first signed-in request: a
// visitor never needs them, and they would hold a few megabytes of every facade's heap (decision 0015).
async function firebaseAuth(projectId: string): Promise<Auth> {
  const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ]);
  // One app per project and process: several servers of a test run share the process.
  const name = `storefront-graphql-${projectId}`;
  return getAuth(getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name));
}

/**
 * Verifies bearer tokens with firebase-admin. Unsigned emulator tokens pass only while
 * FIREBASE_AUTH_EMULATOR_HOST is set (firebase-admin reads it at each verification).
 */
export function firebaseViewer(projectId: string): IdentifyViewer {
  let auth: Promise<Auth> | undefined;
  return async (authorization) => {
    if (!authorization) return null;
    const token = authorization.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw unauthenticated('The Authorization header must be `Bearer <Firebase ID token>`');
    try {
      // A failed load is tried again by the next request, not kept.
      auth ??= firebaseAuth(projectId).catch((error: unknown) => {
        auth = undefined;
        throw error;
      });
      const decoded = await (await auth).verifyIdToken(token);
      return { uid: decoded.uid, email: decoded.email ?? null, token };
    } catch (error) {
      throw refusal(error);
    }
  };
}
