import { afterAll, describe, expect, it, jest } from '@jest/globals';
// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';
import { eventually } from '../support/eventually.js';
import { createIdentity } from '../support/identity.js';
import { freePort } from '../support/net.js';

interface Emulator {
  host: string;
  pid: number;
  stop(): Promise<void>;
}

// One emulator serves a whole Jest run; one that died mid-run once failed every test after it.
describe('the test run’s Firebase Auth emulator', () => {
  let emulator: Emulator | undefined;
  const stderr = jest.spyOn(process.stderr, 'write');
  afterAll(async () => {
    stderr.mockRestore();
    await emulator?.stop();
  });

  it('is started again on its port when it dies, and says why on stderr', async () => {
    emulator = (await startAuthEmulator({ port: await freePort() })) as Emulator;
    await expect(createIdentity('before', emulator.host)).resolves.toMatchObject({ uid: expect.any(String) });
    const first = emulator.pid;
    process.kill(-first, 'SIGKILL');
    await eventually(
      () => expect(createIdentity('after', emulator!.host)).resolves.toMatchObject({ uid: expect.any(String) }),
      {
        timeout: 60_000,
        interval: 250,
      },
    );
    expect(emulator.pid).not.toBe(first);
    expect(stderr.mock.calls.map(([text]) => String(text)).join('')).toMatch(
      /The Auth emulator on port \d+ exited \(SIGKILL\)[\s\S]*Starting another\./,
    );
  }, 90_000);

  it('stays down once stopped', async () => {
    await emulator!.stop();
    await expect(createIdentity('stopped', emulator!.host)).rejects.toThrow();
  }, 30_000);
});
