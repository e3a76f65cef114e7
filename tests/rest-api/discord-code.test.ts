import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openPglite } from '../../rest-api/src/db/database.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-discord-'));

describe('npm run discord:code', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }), HOOK_TIMEOUT);

  it('issues a one-time code for a Discord username into the configured database, as the bot does', async () => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'discord:code', '-w', 'rest-api', '--', 'léa#42'],
      {
        env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dataDir },
      },
    );
    const code = stdout.split('\n')[0];
    expect(code).toMatch(/^[A-Z0-9]{6,12}$/);
    const db = await openPglite(dataDir);
    try {
      const [row] = await db.query<{ discord_username: string; minutes: number; used_at: Date | null }>(
        `SELECT discord_username, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, used_at
         FROM discord_link_codes WHERE code = $1`,
        [code],
      );
      expect(row).toEqual({ discord_username: 'léa#42', minutes: 15, used_at: null });
    } finally {
      await db.close();
    }
  }, 60_000);
});
