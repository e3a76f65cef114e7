import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createRetryLink, RETRY_POLICY, retryDelay } from '../../web/src/graphql/retry.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const QUERY = gql`
  query Ping {
    ping
  }
`;
const PLAIN_MUTATION = gql`
  mutation Like($url: String!) {
    like(url: $url)
  }
`;
const KEYED_MUTATION = gql`
  mutation Pay($idempotencyKey: ID) {
    pay(idempotencyKey: $idempotencyKey)
  }
`;

/**
 * One attempt's fate: the network fails, an HTTP status with a plain body, a body of the GraphQL
 * response type that is not JSON (`garbled`, from a proxy), a GraphQL error, or the data.
 */
type Answer = 'network' | number | { garbled: number } | 'graphql-error' | 'ok';

/**
 * The browser's client as the web builds it (the real retry link and HTTP link), over a `fetch`
 * that answers from a script and notes the (fake) time of each attempt.
 */
function scriptedClient(script: Answer[]) {
  const attempts: number[] = [];
  const fetch = async (): Promise<Response> => {
    attempts.push(Date.now());
    const answer = script.shift() ?? 'ok';
    if (answer === 'network') throw new TypeError('fetch failed');
    if (typeof answer === 'number') return new Response('upstream trouble', { status: answer });
    if (typeof answer === 'object') {
      const headers = { 'content-type': 'application/graphql-response+json' };
      return new Response('<html>Bad gateway</html>', { status: answer.garbled, headers });
    }
    const body =
      answer === 'graphql-error'
        ? { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }
        : { data: { ping: 'pong', like: true, pay: true } };
    return Response.json(body);
  };
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: createRetryLink().concat(new HttpLink({ uri: 'http://shop.test/graphql', fetch })),
  });
  return { client, attempts };
}

/** Runs the operation to its end under fake timers; the gaps between attempts in ms, and how it ended. */
async function run(start: () => Promise<unknown>, attempts: number[]) {
  const outcome = start().then(
    () => 'ok',
    (error: Error) => `error: ${error.message}`,
  );
  await jest.advanceTimersByTimeAsync(120_000);
  return { ended: await outcome, gaps: attempts.slice(1).map((at, index) => at - attempts[index]!) };
}

describe('the client retry policy of spec section 9', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  }, HOOK_TIMEOUT);
  afterEach(() => {
    jest.useRealTimers();
  }, HOOK_TIMEOUT);

  it('retries a query 3 times after network failures, waiting 1 s, 2 s then 4 s', async () => {
    const { client, attempts } = scriptedClient(['network', 'network', 'network', 'ok']);
    const { ended, gaps } = await run(() => client.query({ query: QUERY }), attempts);
    expect(ended).toBe('ok');
    expect(gaps).toEqual([1000, 2000, 4000]);
  });

  it('gives up after the 3rd retry: 4 attempts in all', async () => {
    const { client, attempts } = scriptedClient(Array<Answer>(10).fill('network'));
    const { ended } = await run(() => client.query({ query: QUERY }), attempts);
    expect(ended).toMatch(/^error/);
    expect(attempts).toHaveLength(RETRY_POLICY.retries + 1);
  });

  it('retries a 503 but not a 400 nor a GraphQL error, which would fail again', async () => {
    const unavailable = scriptedClient([503, 'ok']);
    expect((await run(() => unavailable.client.query({ query: QUERY }), unavailable.attempts)).ended).toBe('ok');
    expect(unavailable.attempts).toHaveLength(2);
    for (const refusal of [400, 'graphql-error'] as const) {
      const refused = scriptedClient([refusal, 'ok']);
      expect((await run(() => refused.client.query({ query: QUERY }), refused.attempts)).ended).toMatch(/^error/);
      expect(refused.attempts).toHaveLength(1);
    }
  });

  it.each<[Answer, boolean]>([
    [500, true],
    [502, true],
    [408, true],
    [429, true],
    [{ garbled: 502 }, true],
    [401, false],
    [404, false],
    [422, false],
    [{ garbled: 200 }, false],
  ])('after %j, retries a query: %s', async (failure, retried) => {
    const { client, attempts } = scriptedClient([failure, 'ok']);
    const { ended, gaps } = await run(() => client.query({ query: QUERY }), attempts);
    expect(ended).toMatch(retried ? /^ok$/ : /^error/);
    expect(gaps).toEqual(retried ? [1000] : []);
  });

  it('never repeats a mutation without an idempotency key; repeats one that has its key', async () => {
    const plain = scriptedClient(['network', 'ok']);
    const plainRun = await run(
      () => plain.client.mutate({ mutation: PLAIN_MUTATION, variables: { url: 'tarot' } }),
      plain.attempts,
    );
    expect(plainRun.ended).toMatch(/^error/);
    expect(plain.attempts).toHaveLength(1);
    const keyed = scriptedClient(['network', 'ok']);
    const keyedRun = await run(
      () => keyed.client.mutate({ mutation: KEYED_MUTATION, variables: { idempotencyKey: crypto.randomUUID() } }),
      keyed.attempts,
    );
    expect(keyedRun.ended).toBe('ok');
    expect(keyed.attempts).toHaveLength(2);
  });

  it('repeats a keyed mutation on the same schedule as a query, and only after a transient failure', async () => {
    const pay = (client: ApolloClient, idempotencyKey: string) => () =>
      client.mutate({ mutation: KEYED_MUTATION, variables: { idempotencyKey } });
    const lost = scriptedClient(['network', 503, 'network', 'ok']);
    expect(await run(pay(lost.client, crypto.randomUUID()), lost.attempts)).toEqual({
      ended: 'ok',
      gaps: [1000, 2000, 4000],
    });
    const refused = scriptedClient(['graphql-error', 'ok']);
    expect((await run(pay(refused.client, crypto.randomUUID()), refused.attempts)).ended).toMatch(/^error/);
    expect(refused.attempts).toHaveLength(1);
    // An empty key identifies no attempt: the server could not tell a retry from a new order.
    const empty = scriptedClient(['network', 'ok']);
    expect((await run(pay(empty.client, ''), empty.attempts)).ended).toMatch(/^error/);
    expect(empty.attempts).toHaveLength(1);
  });

  it('never waits more than 30 s', () => {
    expect([1, 2, 3, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});
