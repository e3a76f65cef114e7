/**
 * How the browser tests and the page bench start Debian's Chromium: its path (CHROME_PATH
 * overrides), and flags that keep it from reaching the network or a GPU this machine lacks.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
