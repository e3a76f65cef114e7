import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readConfig } from '../../graphql-server/src/config.js';
import { createIdentity, unsignedToken, type TestIdentity } from '../support/identity.js';
import { startGraphql, startRestApi, type GraphqlUnderTest, type RestApiUnderTest } from '../support/servers.js';
import { fuzzRequest, type FuzzRequest } from './graphql.arbitraries.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { expectWith } from '../support/expect-with.js';

// `npm run fuzz:graphql` raises the count to 10,000 or more; the suite's run stays under a minute.
const REQUESTS = Number(process.env.FUZZ_GRAPHQL_REQUESTS ?? 1200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const BACKEND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

interface Outcome {
  status: number;
  contentType: string;
  body: string;
}

describe(`fuzzing the GraphQL facade over a real rest-api (${BACKEND}, seed ${SEED}, ${REQUESTS} requests)`, () => {
  let api: RestApiUnderTest;
  let gql: GraphqlUnderTest;
  let user: TestIdentity;

  beforeAll(async () => {
    api = await startRestApi(BACKEND);
    // The fuzz is one client sending as fast as it can: the rate limit would answer it alone.
    const { rateLimit } = readConfig({});
    gql = await startGraphql(api.url, 5000, { rateLimit: { ...rateLimit, points: Number.MAX_SAFE_INTEGER } });
    user = await createIdentity('fuzz');
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await gql?.server.stop();
    await api?.close();
  }, HOOK_TIMEOUT);

  async function send(request: FuzzRequest): Promise<Outcome> {
    const authorization = {
      none: undefined,
      user: user.headers.authorization,
      forged: `Bearer ${unsignedToken('forged')}x`,
    }[request.auth];
    const headers: Record<string, string> = {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(authorization ? { authorization } : {}),
    };
    const get = request.method === 'GET';
    const url = get ? `${gql.server.url}?${request.payload}` : gql.server.url;
    const response = await fetch(url, { method: request.method, headers, body: get ? undefined : request.payload });
    // Some operations end the account (deleteAccount) or revoke its tokens: sign up another.
    if (request.auth === 'user' && response.status === 401) user = await createIdentity('fuzz');
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  }

  it(
    'never answers 5xx, always answers JSON, and both servers stay up',
    async () => {
      const statuses = new Map<number, number>();
      const codes = new Map<string, number>();
      const count = (map: Map<string | number, number>, key: string | number) => map.set(key, (map.get(key) ?? 0) + 1);

      await fc.assert(
        fc.asyncProperty(fuzzRequest, async (request) => {
          const outcome = await send(request);
          count(statuses, outcome.status);
          // The Sandbox page, for a browser's GET outside production, is the one non-JSON answer.
          const sandbox =
            request.method === 'GET' && outcome.status === 200 && outcome.contentType.startsWith('text/html');
          if (!sandbox) {
            expectWith(outcome.contentType, outcome.body).toMatch(/^application\/(graphql-response\+)?json/);
            const body = JSON.parse(outcome.body) as { errors?: { extensions?: { code?: string } }[] };
            for (const error of body.errors ?? []) count(codes, error.extensions?.code ?? 'NONE');
          }
          expectWith(outcome.status, outcome.body).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: REQUESTS, endOnFailure: true },
      );

      console.log(
        `GraphQL fuzz (${BACKEND}, seed ${SEED}): ${REQUESTS} requests\n` +
          `  statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}\n` +
          `  error codes: ${JSON.stringify(Object.fromEntries([...codes].sort()))}`,
      );
      // A failing upstream call (the rest-api answering 5xx) reaches the client as UPSTREAM_ERROR.
      expect(codes.get('UPSTREAM_ERROR') ?? 0).toBe(0);
      // Every refusal has its own code: INTERNAL_SERVER_ERROR would be an error nothing mapped.
      expect(codes.get('INTERNAL_SERVER_ERROR') ?? 0).toBe(0);
      expect(await gql.query('{ ping }')).toEqual({ data: { ping: true } });
      expect((await fetch(`${api.url}/health`)).status).toBe(200);
    },
    60_000 + REQUESTS * 100,
  );
});
