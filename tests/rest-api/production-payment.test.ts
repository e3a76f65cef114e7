import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnRestApi, type PartProcess } from '../support/rest-process.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const PORT = 5130;
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-production-payment-'));
const production = { NODE_ENV: 'production', DATABASE_URL: '', PGLITE_DATA_DIR: dataDir };

describe('the rest-api under NODE_ENV=production', () => {
  const started: PartProcess[] = [];
  afterAll(() => {
    for (const api of started) api.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT);

  it('refuses to start with the test payment provider it was not asked for, in one line', async () => {
    const api = await spawnRestApi(PORT, { ...production, PAYMENT_PROVIDER: undefined }, { ready: false });
    started.push(api);
    expect(await api.exited).not.toBe(0);
    const lines = api.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    // A JSON log line, written even with request logs off (the test's LOG_LEVEL=silent).
    const line = JSON.parse(lines[0]!) as { level: number; name: string; msg: string };
    expect(line).toMatchObject({ level: 60, name: 'rest-api' });
    expect(line.msg).toMatch(/^cannot start: NODE_ENV=production without PAYMENT_PROVIDER.*PAYMENT_PROVIDER=test/);
  });

  it('starts with the test provider when PAYMENT_PROVIDER=test says so', async () => {
    const api = await spawnRestApi(PORT, { ...production, PAYMENT_PROVIDER: 'test' });
    started.push(api);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }, 120_000);
});
