import { describe, expect, it } from '@jest/globals';
import { EnvironmentError, readConfig, readRateLimitConfig } from '../../rest-api/src/config.js';
import { spawnRestApi } from '../support/rest-process.js';

/** The problems readConfig reports for `env`, one line each. */
function problems(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems;
    throw error;
  }
  throw new Error('readConfig accepted it');
}

describe("the rest-api's environment", () => {
  it('keeps its defaults when nothing is set, and an empty variable means unset', () => {
    const config = readConfig({ REST_API_PORT: '', DATABASE_URL: '' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4100,
      publicUrl: 'http://localhost:4100',
      databaseUrl: undefined,
      firebaseProjectId: 'demo-storefront',
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      pool: { max: 10, connectTimeoutMs: 5000, idleTimeoutMs: 30_000, statementTimeoutMs: 15_000 },
      jobs: { pollMs: 1000, leaseSeconds: 60, reservationSweepSeconds: 60, campaignSettleSeconds: 60 },
      mail: { smtpUrl: undefined, siteUrl: 'http://localhost:3000', forgottenBasketSweepSeconds: 600 },
      limits: { writesPerUser: 120, readsPerIp: 60_000, redisUrl: undefined },
    });
    expect(config.payment.returnOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('reads numbers, URLs and lists as written', () => {
    const config = readConfig({
      REST_API_PORT: '4200',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      RATE_LIMIT_WRITES_PER_IP: '0',
      PAYMENT_RETURN_ORIGINS: 'https://shop.example/, https://www.shop.example',
      SMTP_URL: 'smtps://mailer.example',
    });
    expect(config.port).toBe(4200);
    expect(config.publicUrl).toBe('http://localhost:4200');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/shop');
    expect(config.limits.writesPerIp).toBe(0);
    expect(config.payment.returnOrigins).toEqual(['https://shop.example', 'https://www.shop.example']);
    expect(config.mail.smtpUrl).toBe('smtps://mailer.example');
  });

  it('names each wrong variable on a line of its own, with what it expected and what it got', () => {
    expect(
      problems({
        REST_API_PORT: 'abc',
        DATABASE_POOL_MAX: '0',
        JOBS_POLL_MS: '1.5',
        SMTP_URL: 'mail.example:25',
        LOG_LEVEL: 'verbose',
        PAYMENT_PROVIDER: 'stripe',
      }),
    ).toEqual([
      'REST_API_PORT: expected a whole number from 1 to 65535, got "abc"',
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
      'PAYMENT_PROVIDER: expected one of test, got "stripe"',
      'JOBS_POLL_MS: expected a whole number of at least 1, got "1.5"',
      'DATABASE_POOL_MAX: expected a whole number of at least 1, got "0"',
      'SMTP_URL: expected a URL starting with smtp:// or smtps://, got "mail.example:25"',
    ]);
  });

  it('refuses a rate limit it cannot read instead of falling back to the default', () => {
    expect(() => readRateLimitConfig({ RATE_LIMIT_READS_PER_IP: '60k' })).toThrow(
      'RATE_LIMIT_READS_PER_IP: expected a whole number of at least 0, got "60k"',
    );
  });

  it('still refuses the test payment provider under production unless it is named', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^NODE_ENV=production without PAYMENT_PROVIDER/),
    ]);
    expect(readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).payment.provider).toBe('test');
  });

  it('stops the built server at start-up with those lines, not a stack trace', async () => {
    const api = await spawnRestApi(5131, { REST_API_PORT: '41OO', JOBS_LEASE_SECONDS: 'soon' }, { ready: false });
    expect(await api.exited).toBe(1);
    // One fatal JSON log line per wrong variable.
    const lines = api
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; name: string; msg: string });
    expect(lines.every((line) => line.level === 60 && line.name === 'rest-api')).toBe(true);
    // In any order: under load the two lines have been seen to reach the test swapped.
    expect(lines.map((line) => line.msg).sort()).toEqual([
      'cannot start: JOBS_LEASE_SECONDS: expected a whole number of at least 1, got "soon"',
      'cannot start: REST_API_PORT: expected a whole number from 1 to 65535, got "41OO"',
    ]);
  });
});
