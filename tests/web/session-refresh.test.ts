import type { JWT } from 'next-auth/jwt';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { refreshRetryDelayMs } from '../../web/src/features/auth/refreshBackoff';
import { createIdentity, type TestIdentity } from '../support/identity';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// `server-only` refuses to load outside Next's server bundles; the modules under test are those.
jest.unstable_mockModule('server-only', () => ({}));
const { renewSessionTokens } = await import('../../web/src/features/auth/server/renewSessionTokens');

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the retry delays of a failing token refresh', () => {
  it.each([
    [1, 30 * SECOND],
    [2, 1 * MINUTE],
    [3, 2 * MINUTE],
    [4, 4 * MINUTE],
    [5, 8 * MINUTE],
    [6, 16 * MINUTE],
    [7, 16 * MINUTE],
    [1000, 16 * MINUTE],
  ])('after %i failures: %i ms', (failures, delay) => {
    expect(refreshRetryDelayMs(failures)).toBe(delay);
  });
});

/** A session whose ID token is due for renewal (it expires within the five-minute margin). */
const dueSession = (identity: TestIdentity): JWT => ({
  sub: identity.uid,
  idToken: identity.idToken,
  refreshToken: identity.refreshToken,
  idTokenExpiresAt: Date.now() + MINUTE,
});

/** Disables the account on the emulator, as an administrator does in the Firebase console. */
async function disable(identity: TestIdentity): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: identity.uid, disableUser: true }),
    },
  );
  expect(response.ok).toBe(true);
}

describe('renewing the session tokens against the identity service (Auth emulator)', () => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  afterEach(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  }, HOOK_TIMEOUT);

  it('renews a due ID token', async () => {
    const identity = await createIdentity('refresh');
    const renewed = await renewSessionTokens(dueSession(identity));
    expect(renewed.error).toBeUndefined();
    expect(renewed.idTokenExpiresAt).toBeGreaterThan(Date.now() + 30 * MINUTE);
  });

  it('ends the session when the account is disabled', async () => {
    const identity = await createIdentity('disabled');
    await disable(identity);
    const renewed = await renewSessionTokens(dueSession(identity));
    expect(renewed.error).toBe('RefreshFailed');
  });

  it('ends the session when the refresh token is not valid', async () => {
    const identity = await createIdentity('revoked');
    const renewed = await renewSessionTokens({ ...dueSession(identity), refreshToken: 'not-a-refresh-token' });
    expect(renewed.error).toBe('RefreshFailed');
  });

  it('keeps the session while the service is unreachable, retrying 30 s later, then 60 s, then renews', async () => {
    const identity = await createIdentity('offline');
    // Nothing listens on port 9 (discard) of this machine: the connection is refused.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';
    const start = Date.now();
    const first = await renewSessionTokens(dueSession(identity), start);
    expect(first).toMatchObject({ refreshFailures: 1, refreshRetryAt: start + 30 * SECOND });
    expect(first.error).toBeUndefined();
    expect(first.idToken).toBe(identity.idToken);

    // Before the retry is due nothing is attempted; once due, a second failure doubles the wait.
    expect(await renewSessionTokens(first, start + 29 * SECOND)).toBe(first);
    const second = await renewSessionTokens(first, start + 30 * SECOND);
    expect(second).toMatchObject({ refreshFailures: 2, refreshRetryAt: start + 90 * SECOND });
    expect(second.error).toBeUndefined();

    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    const back = await renewSessionTokens(second, start + 90 * SECOND);
    expect([back.error, back.refreshFailures, back.refreshRetryAt]).toEqual([undefined, undefined, undefined]);
    expect(back.idTokenExpiresAt).toBeGreaterThan(Date.now() + 30 * MINUTE);
  });
});
