import fc from 'fast-check';
import { expect, test } from './support/fixtures';

// Addresses, query strings, methods, headers and cookies a scanner or a broken link sends to the
// web server (the e2e stack: the built web before the real facade and rest-api). Whatever comes,
// the answer is a page, a redirect or a 4xx, never a server error, and the server keeps serving.
// FUZZ_WEB_REQUESTS raises the count for a longer run.
const REQUESTS = Number(process.env.FUZZ_WEB_REQUESTS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261129);

/** Text that has broken servers, and slugs that look almost right. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    'Tarot-Des-Marees',
    'tarot_des_marees',
    'tarot-des-marees',
    'atelier-lune',
    '..',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '-1',
    '0',
    '9'.repeat(30),
    '1e309',
  ),
  fc.integer({ min: 100, max: 3000 }).map((length) => 'a'.repeat(length)),
);

/** A path segment: encoded text, or an escape a browser would never send. */
const segment = fc.oneof(
  { weight: 3, arbitrary: hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '%C0%AF', '%00', '%2F..%2F', 'caf%C3%A9') },
);

const route = fc.oneof(
  fc.constantFrom('/', '/campaigns', '/help/faq', '/help/support', '/account', '/basket', '/login', '/register'),
  fc.constantFrom('/campaign/', '/founder/', '/mini/', '/info/', '/orders/', '/checkout/', '/api/', '/_next/', '/'),
  fc.constantFrom('/campaign/', '/founder/', '/mini/', '/info/', '/orders/', '/checkout/'),
);

const path = fc
  .tuple(fc.constantFrom('', '/en', '/fr', '/de'), route, segment, fc.option(segment, { nil: undefined }))
  .map(([prefix, base, first, second]) =>
    base.endsWith('/') && base !== '/' ? `${prefix}${base}${first}${second ? `/${second}` : ''}` : `${prefix}${base}`,
  );

const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('q', 'page', 'sort', 'category', 'tab', 'callbackUrl', 'error', 'payment', '_rsc', 'x'),
        segment,
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  { nil: '' },
);

/** Headers a page request can carry, garbled: a forged session, a router state, a language. */
const headers = fc
  .subarray(
    [
      ['cookie', 'next-auth.session-token=forged'],
      ['cookie', `next-auth.session-token=${'x'.repeat(4000)}`],
      ['cookie', 'localConsent=maybe; theme=%E0'],
      ['cookie', 'sessionHint=1'],
      ['accept-language', 'xx'],
      ['accept-language', '*;q=abc'],
      ['rsc', '1'],
      ['next-router-state-tree', 'garbage'],
      ['next-router-state-tree', '[[[['],
      ['next-action', '0123456789abcdef'],
    ] as const,
    { maxLength: 2 },
  )
  .map((pairs) => Object.fromEntries(pairs));

const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'),
  url: fc.tuple(path, query).map(([p, q]) => `${p}${q}`),
  headers,
  body: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
});

test.describe('the web server fuzzed', { tag: '@any-viewport' }, () => {
  test(`never answers a server error and keeps serving (seed ${SEED}, ${REQUESTS} requests)`, async ({
    request: http,
  }) => {
    test.setTimeout(240_000);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, url, headers: sent, body }) => {
        const answer = await http.fetch(url, {
          method,
          // One visitor of its own (a documentation address) for the API's per-visitor limit, which
          // the other tests, all from 127.0.0.1, share.
          headers: { ...sent, 'x-forwarded-for': '203.0.113.77' },
          data: method === 'POST' ? body : undefined,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
        expect(`${method} ${url.slice(0, 120)}: ${answer.status()}`).not.toMatch(/: 5\d\d$/);
      }),
      { numRuns: REQUESTS, seed: SEED, endOnFailure: true },
    );
    console.log('web fuzz statuses:', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    expect((await http.get('/')).status()).toBe(200);
  });
});
