import 'server-only';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { identityClientConfig } from './identityConfig';

function adminAuth() {
  const app = getApps()[0] ?? initializeApp({ projectId: identityClientConfig().projectId });
  return getAuth(app);
}

/**
 * Checks a Firebase ID token. firebase-admin accepts the emulator's unsigned tokens only while
 * FIREBASE_AUTH_EMULATOR_HOST is set, so a production start without it refuses them.
 */
export function verifyIdToken(idToken: string): Promise<DecodedIdToken> {
  return adminAuth().verifyIdToken(idToken);
}
