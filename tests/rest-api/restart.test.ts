import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const PORT = 4600 + (process.pid % 300);
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));

/** Runs the built rest-api as `npm start` does, on the given data folder, until `work` is done. */
async function withRestApi<T>(work: (url: string) => Promise<T>) {
  const child = spawn('node', ['rest-api/dist/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
      REST_API_PORT: String(PORT),
      LOG_LEVEL: 'silent',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 300 && !output.includes('listening'); i += 1) await new Promise((r) => setTimeout(r, 200));
  try {
    const result = await work(url);
    return { result, output, code: await (child.kill('SIGINT'), exited) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

describe('the embedded database', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }), HOOK_TIMEOUT);

  it('is migrated and seeded on the first start and kept across restarts', async () => {
    const campaigns = async (url: string) => ((await (await fetch(`${url}/campaign/list`)).json()) as any).items;
    const first = await withRestApi(campaigns);
    expect(first.output).toMatch(/applied migrations 001_catalog\.sql/);
    expect(first.output).toMatch(/seeded the demo catalog/);
    expect(first.result.length).toBeGreaterThanOrEqual(12);
    expect(first.code).toBe(0);

    const second = await withRestApi(campaigns);
    expect(second.output).not.toMatch(/applied migrations|seeded/);
    expect(second.result).toEqual(first.result);
  }, 120_000);
});
