import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { webServers } from '../support/web-server.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The built web app (`npm run build`), started as `npm start` does, with a low sign-in limit.
const LIMIT = 3;
const servers = webServers();
const startWeb = (env: Record<string, string> = {}) =>
  servers.start({ SIGN_IN_RATE_LIMIT: String(LIMIT), SIGN_IN_RATE_WINDOW_SECONDS: '60', ...env });

afterAll(servers.stopAll, HOOK_TIMEOUT);

/** A credentials sign-in as the sign-in pages send it, with a token the server refuses. */
const signIn = (url: string) =>
  fetch(`${url}/api/auth/callback/firebase`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ idToken: 'not-a-token', refreshToken: 'x', json: 'true' }),
    redirect: 'manual',
  });

async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = (await response.json()) as { status: number; url: string };
  expect(body.status).toBe(429);
  // next-auth's client runs `new URL(data.url)` on the answer: it must parse.
  expect(new URL(body.url).searchParams.get('error')).toBe('TooManyRequests');
}

describe('sign-ins are limited per address (needs the built web app)', () => {
  it('in memory: past the limit, 429 with Retry-After; the rest of /api/auth still answers', async () => {
    const url = await startWeb();
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await signIn(url)).status).not.toBe(429);
    await expectRefused(await signIn(url));
    expect((await fetch(`${url}/api/auth/session`)).status).toBe(200);
  });

  it('through Redis: two replicas count the same attempts', async () => {
    const shared = { REDIS_URL: 'redis://127.0.0.1:6379', SIGN_IN_RATE_KEY_PREFIX: `test:sign-in:${randomUUID()}` };
    const [one, other] = await Promise.all([startWeb(shared), startWeb(shared)]);
    expect((await signIn(one)).status).not.toBe(429);
    expect((await signIn(other)).status).not.toBe(429);
    expect((await signIn(one)).status).not.toBe(429);
    await expectRefused(await signIn(other));
    await expectRefused(await signIn(one));
  });
});
