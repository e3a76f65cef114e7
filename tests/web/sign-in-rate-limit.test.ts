import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net.js';

// The built web app (`npm run build`), started as `npm start` does, with a low sign-in limit.
const WEB_DIR = new URL('../../web/', import.meta.url).pathname;
const NEXT_BIN = new URL('../../node_modules/next/dist/bin/next', import.meta.url).pathname;
const LIMIT = 3;
const running: ChildProcess[] = [];

async function startWeb(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXTAUTH_SECRET: 'rate-limit-test-secret',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SIGN_IN_RATE_LIMIT: String(LIMIT),
      SIGN_IN_RATE_WINDOW_SECONDS: '60',
      REDIS_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  running.push(server);
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    if ((await fetch(`${url}/api/auth/csrf`).catch(() => null))?.ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the web app did not start on ${url}`);
}

afterAll(() => running.forEach((server) => server.kill()));

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
