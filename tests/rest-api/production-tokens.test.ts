import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// Clear of the ports fetch refuses to reach (5060 and 5061, SIP, fell in the range 4900-5299 once:
// "bad port" in CI).
const REST_PORT = 5700 + (process.pid % 100) * 2;
const GRAPHQL_PORT = REST_PORT + 1;
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-production-'));

/**
 * The built servers in processes of their own, started as production starts them: without
 * FIREBASE_AUTH_EMULATOR_HOST, which firebase-admin reads at every verification. (This test
 * process has it set for the run's emulator, so the servers cannot run in here.)
 */
function startProduction(script: string, env: Record<string, string>, ready: string): Promise<ChildProcess> {
  const production: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'silent' };
  delete production.FIREBASE_AUTH_EMULATOR_HOST;
  const child = spawn('node', [script], { env: production });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) resolve(child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with every claim right for the project, signed with a key Google never issued. */
function forgedToken(identity: TestIdentity, header: object): string {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';
  const now = Math.floor(Date.now() / 1000);
  const body = `${base64url(header)}.${base64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: identity.uid,
    email: identity.email,
    auth_time: now,
    iat: now,
    exp: now + 3600,
  })}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
}

describe('servers started without FIREBASE_AUTH_EMULATOR_HOST', () => {
  const children: ChildProcess[] = [];
  const restUrl = `http://127.0.0.1:${REST_PORT}`;
  let identity: TestIdentity;

  beforeAll(async () => {
    identity = await createIdentity('production');
    const restEnv = { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, REST_API_PORT: String(REST_PORT) };
    children.push(await startProduction('rest-api/dist/main.js', restEnv, 'listening'));
    const graphqlEnv = { GRAPHQL_PORT: String(GRAPHQL_PORT), REST_API_URL: restUrl };
    children.push(await startProduction('graphql-server/dist/main.js', graphqlEnv, 'listening'));
  }, 120_000);
  afterAll(() => {
    for (const child of children) child.kill('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT);

  const rest = async (token: string | undefined) => {
    const response = await fetch(`${restUrl}/users/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as { statusCode: number } };
  };
  const graphql = async (token: string | undefined) => {
    const response = await fetch(`http://127.0.0.1:${GRAPHQL_PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { errors?: { extensions: { code: string } }[] },
    };
  };

  it("refuse the emulator's unsigned tokens", async () => {
    const answer = await rest(identity.idToken);
    expect(answer).toMatchObject({ status: 401, body: { statusCode: 401 } });
    const viaGraphql = await graphql(identity.idToken);
    expect(viaGraphql.status).toBe(401);
    expect(viaGraphql.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuse a token signed with a secret of its own, without reaching Google', async () => {
    const token = forgedToken(identity, { alg: 'HS256', typ: 'JWT', kid: 'forged' });
    expect((await rest(token)).status).toBe(401);
    expect((await graphql(token)).status).toBe(401);
  });

  it('refuse an RS256 token under an unknown key cleanly, whether Google answers or not', async () => {
    // Verifying it means fetching Google's keys: unreachable here, refused there; never a 500.
    const token = forgedToken(identity, { alg: 'RS256', typ: 'JWT', kid: 'forged-key' });
    const answer = await rest(token);
    expect([401, 503]).toContain(answer.status);
    expect(answer.body.statusCode).toBe(answer.status);
    expect([401, 503]).toContain((await graphql(token)).status);
  });

  it('still serve visitors', async () => {
    expect((await rest(undefined)).status).toBe(401);
    expect(await graphql(undefined)).toEqual({ status: 200, body: { data: { viewer: null } } });
  });
});
