import { afterAll, describe, expect, it } from '@jest/globals';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../graphql-server/src/config.js';
import { freePort } from '../support/net.js';
import { startGraphql, type GraphqlUnderTest } from '../support/servers.js';
import { useStack } from '../support/stack.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const probe = async (gql: GraphqlUnderTest, path: string) => {
  const answer = await fetch(new URL(path, gql.server.url));
  return { status: answer.status, body: (await answer.json()) as { status: string; checks?: Record<string, string> } };
};

describe("the facade's liveness and readiness", () => {
  const stack = useStack();
  const started: GraphqlUnderTest[] = [];
  afterAll(async () => {
    for (const gql of started) await gql.server.stop();
  }, HOOK_TIMEOUT);
  const facade = async (restApiUrl: string, redisUrl?: string, restTimeoutMs = 5000) => {
    const gql = await startGraphql(restApiUrl, restTimeoutMs, { cache: { ...readConfig({}).cache, redisUrl } });
    started.push(gql);
    return gql;
  };

  it('is ready when the rest-api is', async () => {
    expect(await probe(stack.gql, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe(stack.gql, '/ready')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { 'rest-api': 'ok' } },
    });
  });

  it('is alive but not ready when the rest-api cannot be reached', async () => {
    const gql = await facade(`http://127.0.0.1:${await freePort()}`);
    expect((await probe(gql, '/health')).status).toBe(200);
    const ready = await probe(gql, '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('unavailable');
    expect(ready.body.checks!['rest-api']).not.toBe('ok');
  });

  it('is not ready when the rest-api hangs, and leaves no call hanging behind the answer', async () => {
    // Accepts every call and never answers it; notes when the facade closes the connection.
    const closed: Promise<unknown>[] = [];
    const hung = createServer((request) => void closed.push(once(request.socket, 'close')));
    hung.listen(0, '127.0.0.1');
    await once(hung, 'listening');
    try {
      const gql = await facade(`http://127.0.0.1:${(hung.address() as AddressInfo).port}`, undefined, 60_000);
      const ready = await probe(gql, '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks!['rest-api']).toMatch(/no answer within/);
      expect(closed).toHaveLength(1);
      // Long before the facade's own time-out (a minute here): the probe's abort closes the call.
      await closed[0];
    } finally {
      hung.closeAllConnections();
      hung.close();
    }
  }, 10_000);

  it('checks Redis when REDIS_URL is set: ready with it, not ready without it', async () => {
    const withRedis = await facade(stack.api.url, REDIS_URL);
    expect(await probe(withRedis, '/ready')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { 'rest-api': 'ok', redis: 'ok' } },
    });
    const redisDown = await facade(stack.api.url, `redis://127.0.0.1:${await freePort()}`);
    const ready = await probe(redisDown, '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toMatchObject({ 'rest-api': 'ok' });
    expect(ready.body.checks!.redis).not.toBe('ok');
  }, 20_000);
});
