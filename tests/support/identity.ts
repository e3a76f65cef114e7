import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';

/** An account on the run's Firebase Auth emulator, signed in. */
export interface TestIdentity {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
  /** The `Authorization` header of this identity's requests. */
  headers: { authorization: string };
}

/** The run's emulator, or another one's `host` (a test of the emulator's own supervision). */
const emulator = (host = process.env.FIREBASE_AUTH_EMULATOR_HOST) => {
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests through Jest');
  return `http://${host}/identitytoolkit.googleapis.com/v1`;
};

// The emulator's HTTP server drops idle connections after 5 s; a client reusing one at that
// moment fails with "other side closed". Closing ours first (after 1 s) avoids the race.
const emulatorAgent = new Agent({ keepAliveTimeout: 1000 });

/** Calls the emulator's Identity Toolkit API as the Firebase JS SDK does. */
async function toolkit<T>(operation: string, body: Record<string, unknown>, host?: string): Promise<T> {
  const response = await fetch(`${emulator(host)}/${operation}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    dispatcher: emulatorAgent,
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${operation}: ${json.error?.message ?? response.status}`);
  return json;
}

interface SignedIn {
  idToken: string;
  localId: string;
  refreshToken: string;
  email: string;
}

const identityOf = (signedIn: SignedIn, password: string): TestIdentity => ({
  uid: signedIn.localId,
  email: signedIn.email,
  password,
  idToken: signedIn.idToken,
  refreshToken: signedIn.refreshToken,
  headers: { authorization: `Bearer ${signedIn.idToken}` },
});

/** Signs up a new identity with a unique e-mail (`name-<random>@example.test`), on the run's emulator by default. */
export async function createIdentity(name = 'user', host?: string): Promise<TestIdentity> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct horse battery staple';
  const signedIn = await toolkit<SignedIn>('accounts:signUp', { email, password, returnSecureToken: true }, host);
  return identityOf(signedIn, password);
}

/**
 * Changes the identity's e-mail on the emulator, as the identity service does, and signs in again:
 * the emulator refuses the tokens issued before the change (it checks revocation on every
 * verification).
 */
export async function changeEmail(identity: TestIdentity, email: string): Promise<TestIdentity> {
  await toolkit('accounts:update', { idToken: identity.idToken, email, returnSecureToken: true });
  const signedIn = await toolkit<SignedIn>('accounts:signInWithPassword', {
    email,
    password: identity.password,
    returnSecureToken: true,
  });
  return identityOf(signedIn, identity.password);
}

/** Whether the emulator still knows the identity (it can sign in with its password). */
export async function identityExists(identity: TestIdentity): Promise<boolean> {
  try {
    await toolkit('accounts:signInWithPassword', { email: identity.email, password: identity.password });
    return true;
  } catch {
    return false;
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An ID token shaped like the emulator's (unsigned, `alg: none`) with the given claims over
 * valid ones for the project: `{ exp: <past> }` makes an expired token.
 */
export function unsignedToken(uid: string, claims: Record<string, unknown> = {}): string {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now - 60,
    iat: now - 60,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** Signs up an anonymous identity: a valid token without an e-mail address. */
export async function createAnonymousIdentity(): Promise<TestIdentity> {
  const signedIn = await toolkit<Omit<SignedIn, 'email'>>('accounts:signUp', { returnSecureToken: true });
  return identityOf({ ...signedIn, email: '' }, '');
}
