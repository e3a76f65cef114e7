import { createServer, request as httpRequest } from 'node:http';
import { freePort } from '../../support/net';

/**
 * An HTTP relay to the stack that sends one page's HTML in parts, each after the test says so, as
 * a slow network delivers a streamed page: the browser parses and paints what it has meanwhile.
 * Every other request (scripts, styles, data) passes through unchanged.
 */
export async function startSlowDocumentRelay(target: string, path: string, splitBefore: string[]) {
  const upstream = new URL(target);
  const port = await freePort();
  // Parts the test let through, parts written to the browser, and who waits for either to change.
  let allowed = 1;
  let written = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const until = (condition: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!condition()) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });

  const server = createServer((req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        // Uncompressed, so the HTML can be cut where the test says.
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      async (answer) => {
        if (req.url !== path) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks).toString('utf8');
        const cuts = splitBefore.map((marker) => {
          const at = html.indexOf(marker);
          if (at < 0) throw new Error(`"${marker}" is not in ${path}`);
          return at;
        });
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        const bounds = [0, ...cuts, html.length];
        for (let part = 0; part < bounds.length - 1; part++) {
          await until(() => part < allowed);
          res.write(html.slice(bounds[part], bounds[part + 1]));
          written = part + 1;
          changed();
        }
        res.end();
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}${path}`,
    /** Resolves once the first part of the page has been sent. */
    firstPartSent: () => until(() => written >= 1),
    /** Sends the next part of the page and resolves once it has gone. */
    sendNext: () => {
      allowed += 1;
      changed();
      return until(() => written >= allowed);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
