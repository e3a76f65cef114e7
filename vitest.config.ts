import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/auth-emulator.setup.ts'],
    setupFiles: ['tests/support/auth-emulator.env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file starts its own servers and databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
