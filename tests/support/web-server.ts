import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from './net.js';
import { stopProcess } from './stop-process.js';

// The built web app (`npm run build`), started as `npm start` does, on 127.0.0.1 and a free port.
export const WEB_DIR = new URL('../../web/', import.meta.url).pathname;
export const NEXT_BIN = new URL('../../node_modules/next/dist/bin/next', import.meta.url).pathname;

/** Starts web servers and stops them all at once (a suite's afterAll). */
export function webServers() {
  const running: ChildProcess[] = [];
  /** The JSON lines the servers have logged (pino's, on stdout), parsed. */
  const logLines: Record<string, unknown>[] = [];
  return {
    logLines,
    /** A web server with `env` over the defaults (no Redis); resolves with its origin once it answers. */
    async start(env: Record<string, string> = {}): Promise<string> {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
        cwd: WEB_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NEXTAUTH_SECRET: 'web-test-secret',
          NEXTAUTH_URL: url,
          REDIS_URL: '',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      running.push(server);
      createInterface({ input: server.stdout! }).on('line', (line) => {
        // Next's own lines (its start banner, a warning) are text.
        if (line.startsWith('{"')) logLines.push(JSON.parse(line) as Record<string, unknown>);
      });
      for (let tries = 0; tries < 150; tries++) {
        if ((await fetch(`${url}/api/auth/csrf`).catch(() => null))?.ok) return url;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the web app did not start on ${url}`);
    },
    /** Stops them and resolves once each has exited (`stopProcess`). */
    stopAll: () => Promise.all(running.splice(0).map((server) => stopProcess(server))),
  };
}
