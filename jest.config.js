// cookie 2 under light-my-request (Fastify's inject), content-disposition 1 under the @fastify/static
// of maildev and of @fastify/swagger-ui.
const requiredEsm = '(cookie|content-disposition)';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // The sources are native ESM in TypeScript: SWC strips the types and leaves the modules as they
  // are (node --experimental-vm-modules runs them), so `import.meta` and top-level await keep working.
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2023',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      },
    ],
    // ESM-only packages that CommonJS ones require: Jest cannot require ESM before Node 24.9, so SWC
    // hands them to it as CommonJS.
    [`/node_modules/${requiredEsm}/.+\\.js$`]: '@swc/jest',
  },
  // Every other package stays as it is: the last node_modules of a path decides (nested copies too).
  transformIgnorePatterns: [`/node_modules/(?!${requiredEsm}/)(?!.*/node_modules/)`],
  // NodeNext imports name the compiled `.js`; under Jest they resolve to the `.ts` source.
  // The web's `@/` is its `src` folder (web/tsconfig.json's paths).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@/(.*)$': '<rootDir>/web/src/$1' },
  globalSetup: '<rootDir>/tests/support/jest.setup.ts',
  globalTeardown: '<rootDir>/tests/support/jest.teardown.ts',
  testTimeout: 30_000,
  // Each file starts its own servers and databases; two at a time suits a 2-core machine.
  maxWorkers: 2,
  // A worker keeps each test file's modules (vm contexts leak: nodejs/node#33439), about 30 MB a
  // file; past 1 GB its exit took longer than Jest waits for it, and GC slowed the files late in
  // its life. Past this heap a worker is replaced between files (decision 0030).
  workerIdleMemoryLimit: '300MB',
};
