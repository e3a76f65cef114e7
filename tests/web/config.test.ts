import { describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { NEXT_BIN, WEB_DIR } from '../support/web-server.js';

// `server-only` refuses to load outside Next's server bundles; the module under test is one.
jest.unstable_mockModule('server-only', () => ({}));
const { readWebConfig } = await import('../../web/src/config');

describe("the web server's environment", () => {
  it('keeps its defaults when nothing is set', () => {
    expect(readWebConfig({})).toEqual({
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      restApiUrl: 'http://127.0.0.1:4100',
      graphqlMaxBodyBytes: 102_400,
      graphqlRenderTimeoutMs: 10_000,
      sessionPollSeconds: 0,
      signInLimit: { points: 120, windowSeconds: 60, redisUrl: undefined, keyPrefix: 'web:sign-in' },
    });
  });

  it('names each wrong variable with what it expected', () => {
    expect(() => readWebConfig({ SIGN_IN_RATE_LIMIT: '0', REDIS_URL: 'localhost:6379' })).toThrow(
      [
        'SIGN_IN_RATE_LIMIT: expected a whole number of at least 1, got "0"',
        'REDIS_URL: expected a URL starting with redis:// or rediss://, got "localhost:6379"',
      ].join('\n'),
    );
  });
});

describe('the built web server', () => {
  it('stops at start-up with one line per wrong variable, not a stack trace', async () => {
    const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', '0', '--hostname', '127.0.0.1'], {
      cwd: WEB_DIR,
      env: { ...process.env, NODE_ENV: 'production', GRAPHQL_URL: 'graphql', SIGN_IN_RATE_LIMIT: '0' },
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(errors.trim().split('\n')).toEqual([
      'web: cannot start: GRAPHQL_URL: expected a URL starting with http:// or https://, got "graphql"',
      'web: cannot start: SIGN_IN_RATE_LIMIT: expected a whole number of at least 1, got "0"',
    ]);
  });
});
