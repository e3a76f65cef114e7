import { describe, expect, it } from '@jest/globals';
import { afterSignInPath, withCallbackUrl } from '../../web/src/features/auth/callbackUrl';

const ORIGIN = 'http://localhost:3000';

describe('where sign-in leads', () => {
  it.each([
    ['a page of this site, in the saved language', '/help/faq?x=1#top', 'en', '/en/help/faq?x=1#top'],
    [
      'an absolute URL of this site (as next-auth writes it)',
      `${ORIGIN}/en/account?tab=orders`,
      'fr',
      '/account?tab=orders',
    ],
    ['home when nothing asked', null, 'fr', '/'],
    ['home, in English', '', 'en', '/en'],
    ['home instead of another site', 'https://evil.example/steal?x=1', 'fr', '/'],
    ['home instead of a protocol-relative URL', '//evil.example/steal', 'en', '/en'],
    ['home instead of a sign-in page (no loop)', '/en/login?callbackUrl=%2F', 'en', '/en'],
    ['home instead of a script URL', 'javascript:alert(1)', 'fr', '/'],
  ] as const)('%s', (_, callbackUrl, lang, expected) => {
    expect(afterSignInPath(callbackUrl, ORIGIN, lang)).toBe(expected);
  });

  it('links between sign-in pages carry the callbackUrl, encoded', () => {
    expect(withCallbackUrl('/register', '/account?tab=profile')).toBe(
      '/register?callbackUrl=%2Faccount%3Ftab%3Dprofile',
    );
    expect(withCallbackUrl('/register', null)).toBe('/register');
  });
});
