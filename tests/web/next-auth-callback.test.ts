import { describe, expect, it } from '@jest/globals';
import {
  nextAuthTakes,
  refusedCallbackCookies,
  refusesCallbackParameter,
  withoutCookies,
} from '../../web/src/features/auth/nextAuthCallback';

const ORIGIN = 'http://localhost:3000';

describe('the callback URLs next-auth answers with a 500', () => {
  it.each(['/account', '/en/orders/12?payment=done', 'http://localhost:3000/basket', 'https://elsewhere.example/x'])(
    '%s is taken (where it leads is sameOriginPath’s business)',
    (value) => expect(nextAuthTakes(value, ORIGIN)).toBe(true),
  );

  it.each(['xxxxxx', 'account', 'javascript:alert(1)', 'ftp://host/file', 'mailto:a@b.c', 'http://[::1', '%E0'])(
    '%s is refused',
    (value) => expect(nextAuthTakes(value, ORIGIN)).toBe(false),
  );

  it('a query is refused when any callbackUrl in it is, and an empty one is none', () => {
    expect(refusesCallbackParameter(new URLSearchParams('callbackUrl=xxxxxx'), ORIGIN)).toBe(true);
    expect(refusesCallbackParameter(new URLSearchParams('callbackUrl=%2Faccount&callbackUrl=x'), ORIGIN)).toBe(true);
    expect(refusesCallbackParameter(new URLSearchParams('callbackUrl=%2Faccount'), ORIGIN)).toBe(false);
    expect(refusesCallbackParameter(new URLSearchParams('callbackUrl='), ORIGIN)).toBe(false);
    expect(refusesCallbackParameter(new URLSearchParams('q=xxxxxx'), ORIGIN)).toBe(false);
  });

  it('only the callback cookies it would refuse are named, in both of their names', () => {
    const cookies = [
      { name: 'next-auth.callback-url', value: 'xxxxxx' },
      { name: '__Secure-next-auth.callback-url', value: 'nowhere' },
      { name: 'next-auth.session-token', value: 'xxxxxx' },
      { name: 'theme', value: 'dark' },
    ];
    expect(refusedCallbackCookies(cookies, ORIGIN)).toEqual([
      'next-auth.callback-url',
      '__Secure-next-auth.callback-url',
    ]);
    expect(refusedCallbackCookies([{ name: 'next-auth.callback-url', value: '/account' }], ORIGIN)).toEqual([]);
  });

  it('a Cookie header loses the named cookies and keeps the others as sent', () => {
    const header = 'next-auth.callback-url=xxxxxx; next-auth.session-token=a.b%2Fc; theme=dark';
    expect(withoutCookies(header, ['next-auth.callback-url'])).toBe('next-auth.session-token=a.b%2Fc; theme=dark');
    expect(withoutCookies(header, ['theme'])).toBe('next-auth.callback-url=xxxxxx; next-auth.session-token=a.b%2Fc');
    expect(withoutCookies('a=1', ['a'])).toBe('');
  });
});
