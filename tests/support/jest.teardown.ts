import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export default async function teardown() {
  await Promise.all([
    globalThis.authEmulator?.stop(),
    // As the setup made them (jest.setup.ts), from the environment it left.
    promisify(execFile)('node', ['--import', 'tsx', 'tests/support/database-templates.ts', 'drop']),
  ]);
}
