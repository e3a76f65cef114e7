import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readRateLimitConfig } from '../../rest-api/src/config.js';
import { BACKENDS } from '../support/database.js';
import { createIdentity, unsignedToken } from '../support/identity.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { fuzzRestApi } from './rest-api.fuzz.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// A small seeded run here; `npm run fuzz:rest-api` sends FUZZ_RUNS (10,000 by default) the same way.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Limits off: the fuzz must reach the handlers, not the rate limiter. */
const NO_LIMITS = {
  ...readRateLimitConfig({}),
  redisUrl: undefined,
  writesPerUser: 0,
  writesPerIp: 0,
  readsPerIp: 0,
  supportTicketsPerIp: 0,
  supportMegabytesPerIp: 0,
};

describe.each(BACKENDS)('rest-api fuzz on %s', (backend) => {
  let api: RestApiUnderTest;

  beforeAll(async () => {
    api = await startRestApi(backend, { limits: NO_LIMITS });
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it(`answers ${RUNS} hostile requests (seed ${SEED}) without a 5xx, errors in the contract's shape`, async () => {
    const user = await createIdentity('fuzz');
    await fetch(`${api.url}/users/create`, { method: 'POST', headers: user.headers });
    const report = await fuzzRestApi({
      url: api.url,
      tokens: { user: user.idToken, unknownUser: unsignedToken('fuzz-unknown-user') },
      seed: SEED,
      runs: RUNS,
    });
    console.log(
      `rest-api fuzz on ${backend}: seed ${report.seed}, ${report.requests} requests, statuses ${JSON.stringify(report.statuses)}, ${report.failures.length} failures`,
    );
    expect(report.failures.slice(0, 15)).toEqual([]);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  }, 600_000);
});
