import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

// `server-only` refuses to load outside Next's server bundles; the module under test is one.
jest.unstable_mockModule('server-only', () => ({}));
const { fetchWithin } = await import('../../web/src/http/fetchWithin');

/** A server that reads requests and never answers, counting those that arrive and those closed. */
let server: Server;
let url: string;
const seen = { requests: 0, closed: 0 };

beforeAll(async () => {
  server = createServer((request) => {
    seen.requests += 1;
    request.socket.once('close', () => (seen.closed += 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a server call with a deadline', () => {
  it('gives up at its deadline with a TimeoutError and closes the connection', async () => {
    const before = { ...seen };
    const started = performance.now();
    await expect(fetchWithin(200, url)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(seen.requests).toBe(before.requests + 1);
    await until(() => seen.closed === before.closed + 1);
  });

  it('stops when the caller aborts before the deadline, with the caller’s reason', async () => {
    const before = { ...seen };
    const caller = new AbortController();
    const call = fetchWithin(10_000, url, { signal: caller.signal });
    await until(() => seen.requests === before.requests + 1);
    caller.abort(new Error('the visitor left'));
    await expect(call).rejects.toThrow('the visitor left');
    await until(() => seen.closed === before.closed + 1);
  });

  it('does not call at all when the caller has already given up', async () => {
    const before = { ...seen };
    const started = performance.now();
    await expect(fetchWithin(10_000, url, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
    expect(performance.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.requests).toBe(before.requests);
  });
});
