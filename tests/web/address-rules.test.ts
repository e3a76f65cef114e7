import { describe, expect, it } from '@jest/globals';
import { canonicalPath, MAX_ADDRESS_LENGTH, refusalOf, type RequestLine } from '../../web/src/http/addressRules';

const page = (line: Partial<RequestLine>): RequestLine => ({
  method: 'GET',
  pathname: '/',
  search: '',
  callsAction: false,
  contentType: null,
  ...line,
});

describe('the requests no page answers', () => {
  it.each(['/', '/campaign/tarot-des-marees', '/caf%C3%A9', '/campaigns', '/en/campaign/x%20y'])(
    '%s is answered by its page',
    (pathname) => expect(refusalOf(page({ pathname }))).toBeUndefined(),
  );

  it.each(['/%', '/%E0%A4%A', '/campaign/%zz', '/en/%C0%AF', '/_next/static/%E0'])('%s is malformed: 400', (pathname) =>
    expect(refusalOf(page({ pathname }))).toEqual({ status: 400, text: expect.stringMatching(/mal formée/) }),
  );

  it('an address past the bound is too long, path and query counted together: 414', () => {
    const half = 'a'.repeat(MAX_ADDRESS_LENGTH / 2);
    expect(refusalOf(page({ pathname: `/${half}`, search: `?q=${half}` }))?.status).toBe(414);
    expect(refusalOf(page({ pathname: `/${half}`, search: `?q=${half.slice(10)}` }))).toBeUndefined();
  });

  it('a server action call is answered only as a form', () => {
    const call = (contentType: string | null, method = 'POST') =>
      refusalOf(page({ pathname: '/help/support', method, callsAction: true, contentType }));
    expect(call('multipart/form-data; boundary=x')).toBeUndefined();
    expect(call('text/plain;charset=UTF-8')).toEqual({ status: 400, text: expect.stringMatching(/Request refused/) });
    expect(call(null)?.status).toBe(400);
    // A POST without the header is not an action call; a GET with it reaches no action.
    expect(refusalOf(page({ method: 'POST', contentType: 'text/plain' }))).toBeUndefined();
    expect(call('text/plain', 'GET')).toBeUndefined();
  });
});

describe("a page's one address", () => {
  it.each([
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/campaigns', '/campaigns'],
    ['/campaign/Tarot-Des-Marees', '/campaign/tarot-des-marees'],
    ['/en/founder/Atelier-Lune', '/en/founder/atelier-lune'],
    ['/mini/TAROT', '/mini/tarot'],
    // Both at once, in one redirect.
    ['/fr/campaign/Tarot', '/campaign/tarot'],
  ])('%s is %s', (asked, canonical) => expect(canonicalPath(asked)).toBe(canonical));

  it.each(['/', '/campaigns', '/en', '/french', '/campaign/tarot', '/Campaigns', '/help/FAQ', '/campaign/a/B'])(
    '%s is already its page’s (or no page’s) address',
    (pathname) => expect(canonicalPath(pathname)).toBeUndefined(),
  );
});
