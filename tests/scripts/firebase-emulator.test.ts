import { afterAll, describe, expect, it, jest } from '@jest/globals';
// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';
import { eventually } from '../support/eventually.js';
import { freePort } from '../support/net.js';

interface Emulator {
  host: string;
  pid: number;
  stop(): Promise<void>;
}

const signUp = (host: string, email: string) =>
  fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery staple', returnSecureToken: true }),
  });

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
    expect((await signUp(emulator.host, 'before@example.test')).status).toBe(200);
    const first = emulator.pid;
    process.kill(-first, 'SIGKILL');
    await eventually(async () => expect((await signUp(emulator!.host, 'after@example.test')).status).toBe(200), {
      timeout: 60_000,
      interval: 250,
    });
    expect(emulator.pid).not.toBe(first);
    expect(stderr.mock.calls.map(([text]) => String(text)).join('')).toMatch(
      /The Auth emulator on port \d+ exited \(SIGKILL\)[\s\S]*Starting another\./,
    );
  }, 90_000);

  it('stays down once stopped', async () => {
    await emulator!.stop();
    await expect(signUp(emulator!.host, 'stopped@example.test')).rejects.toThrow();
  }, 30_000);
});
