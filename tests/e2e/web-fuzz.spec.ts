import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { createAccount, signIn } from './support/account';
import { expect, test } from './support/fixtures';

// Addresses, query strings, methods, headers and cookies a scanner or a broken link sends to the
// web server (the e2e stack: the built web before the real facade and rest-api). Whatever comes,
// the answer is a page, a redirect or a 4xx, never a server error, and the server keeps serving.
// The same again with a real session: the pages and calls behind sign-in, which render the
// shopper's own data. FUZZ_WEB_REQUESTS raises the count for a longer run (half of it signed in).
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

/** Where a visitor's requests go: the catalog, help and sign-in pages, and the web's own paths. */
const route = fc.oneof(
  fc.constantFrom('/', '/campaigns', '/help/faq', '/help/support', '/account', '/basket', '/login', '/register'),
  fc.constantFrom('/campaign/', '/founder/', '/mini/', '/info/', '/orders/', '/checkout/', '/api/', '/_next/', '/'),
  fc.constantFrom('/campaign/', '/founder/', '/mini/', '/info/', '/orders/', '/checkout/'),
);

/**
 * What a shopper's session reaches: its account tabs, orders, checkouts and basket (numbers that
 * are its own, someone else's or none), the session endpoints and the GraphQL forwarding route.
 */
const signedInRoute = fc.oneof(
  fc.constantFrom('/account', '/basket', '/orders/return', '/api/auth/session', '/api/auth/csrf', '/graphql'),
  fc.constantFrom('/orders/', '/checkout/', '/account/', '/api/auth/'),
  fc.constantFrom('/orders/1', '/orders/2', '/checkout/1', '/checkout/2', '/orders/99999999'),
);

/** A path under one of `routes`: a base, or a base ending in `/` followed by one or two segments. */
const pathUnder = (routes: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', '/en', '/fr', '/de'), routes, segment, fc.option(segment, { nil: undefined }))
    .map(([prefix, base, first, second]) =>
      base.endsWith('/') && base !== '/' ? `${prefix}${base}${first}${second ? `/${second}` : ''}` : `${prefix}${base}`,
    );

const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'q',
          'page',
          'sort',
          'category',
          'tab',
          'callbackUrl',
          'error',
          'payment',
          'order',
          '_rsc',
          'x',
        ),
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

/** A body a POST may carry: text, or JSON that looks like a GraphQL request (for `/graphql`). */
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc
    .record({
      query: fc.oneof(
        hostileText,
        fc.constantFrom(
          '{ me { email } }',
          'query { basket { id } }',
          'mutation { logout }',
          '{ order(id: "1") { id } }',
          '{ __schema { types { name } } }',
        ),
      ),
      variables: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), {
        nil: undefined,
      }),
    })
    .map((json) => JSON.stringify(json)),
);

/** Requests to the paths of `routes`; `headers` adds garbled ones (none where a session must hold). */
const requestsTo = (routes: fc.Arbitrary<string>, withHeaders: fc.Arbitrary<Record<string, string>>) =>
  fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'),
    url: fc.tuple(pathUnder(routes), query).map(([p, q]) => `${p}${q}`),
    headers: withHeaders,
    body: fc.option(body, { nil: undefined }),
  });

/**
 * Sends `count` generated requests through `http` (whose cookies go along) and fails on the first
 * answer of 500 or more; returns how many answers came with each status.
 */
async function fuzz(
  http: APIRequestContext,
  requests: ReturnType<typeof requestsTo>,
  count: number,
  visitor: string,
): Promise<Record<number, number>> {
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(requests, async ({ method, url, headers: sent, body: data }) => {
      const answer = await http.fetch(url, {
        method,
        // A visitor of its own (a documentation address) for the API's per-visitor limit, which the
        // other tests, all from 127.0.0.1, share.
        headers: { ...sent, 'x-forwarded-for': visitor },
        data: method === 'POST' ? data : undefined,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
      expect(`${method} ${url.slice(0, 120)}: ${answer.status()}`).not.toMatch(/: 5\d\d$/);
    }),
    { numRuns: count, seed: SEED, endOnFailure: true },
  );
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

test.describe('the web server fuzzed', { tag: '@any-viewport' }, () => {
  test(`never answers a server error and keeps serving (seed ${SEED}, ${REQUESTS} requests)`, async ({
    request: http,
  }) => {
    test.setTimeout(240_000);
    console.log('web fuzz statuses:', await fuzz(http, requestsTo(route, headers), REQUESTS, '203.0.113.77'));
    expect((await http.get('/')).status()).toBe(200);
  });

  test(`signed in: never answers a server error, and the session holds (seed ${SEED}, ${Math.ceil(REQUESTS / 2)} requests)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const account = await createAccount('web-fuzz');
    await signIn(page, account);
    // The page's context: its session cookie goes with every request.
    const http = page.context().request;
    const noHeaders = fc.constant<Record<string, string>>({});
    const statuses = await fuzz(http, requestsTo(signedInRoute, noHeaders), Math.ceil(REQUESTS / 2), '203.0.113.78');
    console.log('signed-in web fuzz statuses:', statuses);
    // Still signed in as the same shopper, whose account page still renders.
    const session = (await (await http.get('/api/auth/session')).json()) as { user?: { email?: string } };
    expect(session.user?.email).toBe(account.email);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/\/account/);
  });
});
