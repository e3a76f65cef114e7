import type { IncomingMessage } from 'node:http';
import { HttpError } from './json-errors.js';

/** Whether the request says its body is JSON (`application/json`, any parameters). */
export const isJson = (request: IncomingMessage) =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

const unsupported = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/**
 * Reads and parses a JSON body of at most `limit` bytes: a larger one is refused with 413 (at
 * once when its Content-Length says so), malformed JSON with 400, another charset than UTF-8 or
 * a compressed body with 415. An empty body is `{}` (Apollo then names what is missing).
 */
export function readJsonBody(request: IncomingMessage, limit: number): Promise<unknown> {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) return Promise.reject(unsupported(`Unsupported charset "${charset}"`));
  const encoding = request.headers['content-encoding'];
  if (encoding && encoding !== 'identity')
    return Promise.reject(unsupported(`Unsupported content encoding "${encoding}"`));
  if (Number(request.headers['content-length'] ?? 0) > limit)
    return Promise.reject(new HttpError(413, 'PAYLOAD_TOO_LARGE'));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: HttpError) => {
      request.removeAllListeners('data').removeAllListeners('end');
      request.resume(); // the rest is read and dropped, so the answer can still be sent
      reject(error);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop(new HttpError(413, 'PAYLOAD_TOO_LARGE'));
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks, size).toString('utf8');
      if (!text.trim()) return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new HttpError(400, 'BAD_REQUEST'));
      }
    });
    request.on('error', () => stop(new HttpError(400, 'BAD_REQUEST')));
  });
}
