import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions as chromium } from './tests/support/chromium';

// The end-to-end suite starts the built stack as `npm start` does, on ports of its own and a
// fresh embedded database, and drives Debian's Chromium.
// E2E_PORT_OFFSET moves every port, so two runs (or a run beside a dev stack) can share a machine.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const WEB_PORT = 3300 + OFFSET;
const EMULATOR_PORT = 9499 + OFFSET * 3;
const GRAPHQL_PORT = 4300 + OFFSET * 2;
// The specs reach the emulator's REST API (accounts, e-mailed codes) at this address.
process.env.E2E_AUTH_EMULATOR = `http://127.0.0.1:${EMULATOR_PORT}`;
// The mail catcher `npm start` runs, whose REST API the specs read the e-mails from.
const MAILDEV_WEB_PORT = 1326 + OFFSET * 2;
process.env.E2E_MAILDEV = `http://127.0.0.1:${MAILDEV_WEB_PORT}`;
// A spec that starts a web server of its own (another host name) points it at the stack's API.
process.env.E2E_GRAPHQL_URL = `http://127.0.0.1:${GRAPHQL_PORT}/graphql`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Pages that load their client code on demand (basket contents, account forms) took 5–9 s to show
  // it on a slow 2-core machine running the stack, Chromium and two workers (2026-11-27): the
  // waits are for slow machines, what is awaited is unchanged.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // Tests tagged @any-viewport check what the server does (headers, redirects, e-mails, search
    // engines' view, a web server of their own): their outcome cannot depend on the screen, so
    // they run once, on the desktop.
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
      grepInvert: /@any-viewport/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${WEB_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      WEB_PORT: String(WEB_PORT),
      GRAPHQL_PORT: String(GRAPHQL_PORT),
      REST_API_PORT: String(4301 + OFFSET * 2),
      DATABASE_URL: '',
      PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-e2e-')),
      LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_PORT: String(EMULATOR_PORT),
      FIREBASE_EMULATOR_EXPORT: 'false',
      MAILDEV_SMTP_PORT: String(1325 + OFFSET * 2),
      MAILDEV_WEB_PORT: String(MAILDEV_WEB_PORT),
      STOREFRONT_DATA_DIR: mkdtempSync(join(tmpdir(), 'storefront-e2e-data-')),
    },
  },
});
