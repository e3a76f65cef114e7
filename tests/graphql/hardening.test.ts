import { gzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { readConfig } from '../../graphql-server/src/config.js';
import { createIdentity } from '../support/identity.js';
import { startGraphql } from '../support/servers.js';
import { useStack } from '../support/stack.js';

type Answer = { status: number; headers: Headers; text: string; json: any };

/** Sends anything to a GraphQL endpoint and keeps the raw answer. */
async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The answer is a GraphQL error body with this code, and nothing of an HTML page or a stack trace. */
function expectJsonError(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.json?.errors?.[0]?.extensions?.code).toBe(code);
  expect(answer.text).not.toMatch(/<html|<pre>|\n\s+at /i);
}

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

describe('the GraphQL endpoint over HTTP (GraphQL over HTTP, OWASP GraphQL cheat sheet)', () => {
  const stack = useStack();

  it('answers a syntax error and a document over the token limit with 400', async () => {
    expectJsonError(await postJson(stack.gql.server.url, { query: '{ ping ' }), 400, 'GRAPHQL_PARSE_FAILED');
    const long = `{ ${'ping '.repeat(3000)} }`;
    expectJsonError(await postJson(stack.gql.server.url, { query: long }), 400, 'GRAPHQL_PARSE_FAILED');
  });

  it('answers a body over 100 kB with 413 as JSON', async () => {
    const answer = await postJson(stack.gql.server.url, { query: '{ ping }', padding: 'x'.repeat(150_000) });
    expectJsonError(answer, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers a malformed body, a wrong media type, a wrong method and a wrong path with JSON errors', async () => {
    const url = stack.gql.server.url;
    const json = { 'content-type': 'application/json' };
    expectJsonError(await send(url, { method: 'POST', headers: json, body: '{"query":' }), 400, 'BAD_REQUEST');
    const text = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ ping }' };
    expectJsonError(await send(url, text), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectJsonError(await send(url, { method: 'PUT', headers: json, body: '{}' }), 405, 'BAD_REQUEST');
    expectJsonError(await send(url.replace('/graphql', '/nowhere')), 404, 'NOT_FOUND');
    const longUrl = `${url}?query=${encodeURIComponent(`{ ping ${' '.repeat(20_000)}}`)}`;
    expectJsonError(await send(longUrl), 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('reads only UTF-8, uncompressed JSON bodies, and stops reading a streamed one past 100 kB', async () => {
    const url = stack.gql.server.url;
    const ping = JSON.stringify({ query: '{ ping }' });
    const typed = (type: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
      send(url, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
    expect((await typed('application/json; charset=utf-8', ping)).json).toEqual({ data: { ping: true } });
    expectJsonError(await typed('application/json; charset=latin1', ping), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const gzipped = await typed('application/json', gzipSync(ping), { 'content-encoding': 'gzip' });
    expectJsonError(gzipped, 415, 'UNSUPPORTED_MEDIA_TYPE');
    // No Content-Length: the limit is found while reading.
    const chunk = new TextEncoder().encode(' '.repeat(10_000));
    const streamed = new ReadableStream({
      start(controller) {
        for (let sent = 0; sent < 15; sent++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: streamed, duplex: 'half' };
    expectJsonError(await send(url, init as RequestInit), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('serves a query over GET when a header forces a CORS preflight, and refuses it otherwise (CSRF)', async () => {
    const url = `${stack.gql.server.url}?query=${encodeURIComponent('{ ping }')}`;
    const answer = await send(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { ping: true } });
    expectJsonError(await send(url), 400, 'BAD_REQUEST');
  });

  it('does not say which framework it runs on', async () => {
    const answer = await postJson(stack.gql.server.url, { query: '{ ping }' });
    expect(answer.json).toEqual({ data: { ping: true } });
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('counts aliases of __typename against the alias limit', async () => {
    expectJsonError(
      await postJson(stack.gql.server.url, { query: aliases(500, '__typename') }),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect((await postJson(stack.gql.server.url, { query: aliases(15, '__typename') })).status).toBe(200);
  });

  it('blames the client for an argument too long for the upstream URL', async () => {
    const answer = await postJson(stack.gql.server.url, { query: `{ campaign(url: "${'x'.repeat(20_000)}") { id } }` });
    expect(answer.json.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  describe('refuses NUL characters and unpaired surrogates before any upstream call', () => {
    const CAMPAIGN = 'query Campaign($url: String!) { campaign(url: $url) { id } }';

    it.each([
      ['a NUL in a variable', CAMPAIGN, { url: 'a\u0000b' }, ['url']],
      ['a lone surrogate in a variable', CAMPAIGN, { url: 'a\ud800b' }, ['url']],
      ['an escaped NUL in a literal argument', '{ campaign(url: "a\\u0000b") { id } }', {}, ['url']],
      ['a raw NUL in a literal argument', '{ campaign(url: "a\u0000b") { id } }', {}, ['url']],
      [
        'a lone low surrogate in an input object',
        'mutation Address($input: AddressInput!) { setBasketDeliveryAddress(input: $input) { id } }',
        {
          input: { firstName: 'A', lastName: 'B', line1: 'x', postalCode: '1', city: 'Paris\udc00', country: 'FR' },
        },
        ['input.city'],
      ],
    ])('%s', async (_case, query, variables, fields) => {
      const user = await createIdentity('hostile');
      const before = stack.api.calls.length;
      const answer = await postJson(stack.gql.server.url, { query, variables }, user.headers);
      expectJsonError(answer, 400, 'BAD_USER_INPUT');
      expect(answer.json.errors[0].extensions.fields.map((f: { field: string }) => f.field)).toEqual(fields);
      expect(stack.api.calls.slice(before)).toEqual([]);
    });

    it('refuses a raw NUL outside a string as a syntax error', async () => {
      const before = stack.api.calls.length;
      const answer = await postJson(stack.gql.server.url, { query: '{ campaign\u0000(url: "a") { id } }' });
      expectJsonError(answer, 400, 'GRAPHQL_PARSE_FAILED');
      expect(stack.api.calls.slice(before)).toEqual([]);
    });
  });

  describe('in production', () => {
    const production = readConfig({ NODE_ENV: 'production' });

    it('keeps the upstream REST path out of error extensions, which development shows', async () => {
      const nowhere = 'http://127.0.0.1:5599';
      const development = await startGraphql(nowhere, 300);
      const live = await startGraphql(nowhere, 300, production);
      try {
        const shown = await development.query('{ faq { id } }');
        expect(shown.errors?.[0]?.extensions).toMatchObject({
          code: 'UPSTREAM_UNAVAILABLE',
          upstream: { path: '/faq' },
        });
        const hidden = await live.query('{ faq { id } }');
        expect(hidden.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
        expect(JSON.stringify(hidden)).not.toContain('/faq');
      } finally {
        await development.server.stop();
        await live.server.stop();
      }
    });

    it('serves neither introspection nor the Sandbox unless GRAPHQL_INTROSPECTION=true', async () => {
      const closed = await startGraphql(stack.api.url, 5000, production);
      const opened = await startGraphql(
        stack.api.url,
        5000,
        readConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }),
      );
      const introspection = { query: '{ __schema { queryType { name } } }' };
      const browser = { headers: { accept: 'text/html' } };
      try {
        expectJsonError(await postJson(closed.server.url, introspection), 400, 'GRAPHQL_VALIDATION_FAILED');
        expect((await send(closed.server.url, browser)).text).not.toMatch(/<html/i);
        expect((await postJson(opened.server.url, introspection)).json).toEqual({
          data: { __schema: { queryType: { name: 'Query' } } },
        });
        expect((await send(opened.server.url, browser)).text).toMatch(/<html/i);
      } finally {
        await closed.server.stop();
        await opened.server.stop();
      }
    });
  });
});
