import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Requester } from '../http/contract.js';
import { HttpError } from '../http/errors.js';

/** What the API asks of the identity service (Firebase Auth). */
export interface IdentityService {
  /** The requester of a valid token; an `HttpError` (401, or 503 when unreachable) otherwise. */
  verify(token: string): Promise<Requester>;
  /** Deletes the sign-in identity; an identity already gone counts as deleted. */
  deleteIdentity(uid: string): Promise<void>;
}

const codeOf = (error: unknown) => String((error as { code?: unknown }).code);

// firebase-admin blames the token with `auth/...` codes (expired, bad signature, revoked, no such
// user), named in the answer so that a refusal says why. Its network failures come as `app/...`
// codes, and an error answer of the identity service itself as `auth/internal-error`: those are
// 503, never a 500, and never a 401 that would end a good session. It also reports Google's key
// server being unreachable as `auth/argument-error`, so that case answers 401.
function verificationFailure(error: unknown): HttpError {
  const code = codeOf(error);
  if (code === 'auth/id-token-expired') return new HttpError(401, 'The token has expired');
  if (code.startsWith('auth/') && code !== 'auth/internal-error') {
    return new HttpError(401, `The token is not valid (${code})`);
  }
  return new HttpError(503, 'The identity service cannot verify the token now');
}

function firebaseApp(projectId: string): App {
  // One app per project and process: several servers of a test run share the process.
  const name = `storefront-rest-api-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * Firebase Auth through firebase-admin. Unsigned emulator tokens pass only while
 * FIREBASE_AUTH_EMULATOR_HOST is set (firebase-admin reads it at each verification); without
 * it a token must carry Google's signature for `projectId`.
 */
export function firebaseIdentity(projectId: string): IdentityService {
  const auth = getAuth(firebaseApp(projectId));
  return {
    async verify(token) {
      try {
        const decoded = await auth.verifyIdToken(token);
        return { uid: decoded.uid, email: decoded.email ?? null };
      } catch (error) {
        throw verificationFailure(error);
      }
    },
    async deleteIdentity(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (codeOf(error) === 'auth/user-not-found') return;
        throw new HttpError(503, 'The identity service could not delete the sign-in identity; nothing was deleted');
      }
    },
  };
}
