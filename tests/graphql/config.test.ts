import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { EnvironmentError, readConfig } from '../../graphql-server/src/config.js';

describe("the graphql-server's environment", () => {
  it('keeps its defaults when nothing is set', () => {
    expect(readConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      restApiUrl: 'http://127.0.0.1:4100',
      restTimeoutMs: 5000,
      authorListTtlMs: 5000,
      production: false,
      introspection: true,
      trustProxy: 'loopback,uniquelocal',
      rateLimit: { points: 3000, windowSeconds: 60, redisUrl: undefined, keyPrefix: 'graphql-rate' },
      cache: { responses: true, keyPrefix: 'graphql-cache:' },
      firebaseProjectId: 'demo-storefront',
    });
    expect(readConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ GRAPHQL_CACHE: 'off' })).toMatchObject({ authorListTtlMs: 0, cache: { responses: false } });
  });

  it('names each wrong variable on a line of its own instead of reading NaN', () => {
    let problems: string[] = [];
    try {
      readConfig({ GRAPHQL_PORT: 'abc', REST_TIMEOUT_MS: '5s', REST_API_URL: '127.0.0.1:4100', GRAPHQL_CACHE: 'no' });
    } catch (error) {
      if (!(error instanceof EnvironmentError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      'GRAPHQL_PORT: expected a whole number from 1 to 65535, got "abc"',
      'REST_API_URL: expected a URL starting with http:// or https://, got "127.0.0.1:4100"',
      'REST_TIMEOUT_MS: expected a whole number of at least 1, got "5s"',
      'GRAPHQL_CACHE: expected one of on, off, got "no"',
    ]);
  });

  it('stops the built server at start-up with those lines, not a stack trace', async () => {
    const child = spawn('node', ['graphql-server/dist/main.js'], {
      env: { ...process.env, GRAPHQL_PORT: 'abc', GRAPHQL_RATE_LIMIT_POINTS: '-1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    // One fatal JSON log line per wrong variable.
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; name: string; msg: string });
    expect(lines.every((line) => line.level === 60 && line.name === 'graphql-server')).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual([
      'cannot start: GRAPHQL_PORT: expected a whole number from 1 to 65535, got "abc"',
      'cannot start: GRAPHQL_RATE_LIMIT_POINTS: expected a whole number of at least 1, got "-1"',
    ]);
  });
});
