import { existsSync } from 'node:fs';

/**
 * Debian's build of the headless shell: Chromium without the browser's own interface, which is
 * what Playwright itself runs headless tests in, and a quarter cheaper than the full browser's
 * headless mode (decision 0036).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the browser tests and the page bench start Debian's Chromium: its path (CHROME_PATH
 * overrides; the full browser where the shell is not installed), and flags that keep it from
 * reaching the network or a GPU this machine lacks.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
