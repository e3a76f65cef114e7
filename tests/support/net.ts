import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768-60999): a port the kernel also hands to outgoing
// connections could be taken by one between this probe and the server's listen, and a connection
// pool keeps it; a web replica then failed to start seven times in a row (EADDRINUSE).
const PORTS = { from: 20_000, to: 32_767 };

/** Whether a server may listen on `port` on every address (`::`, else `0.0.0.0`, as `next start` does). */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on, outside the range of outgoing connections' ports. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${PORTS.from} and ${PORTS.to} in 100 tries`);
}

/** Resolves once `url` answers 2xx; fails after `timeoutMs` (a server that never came up). */
export async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}
