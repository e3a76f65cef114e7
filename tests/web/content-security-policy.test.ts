import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, type PolicySources } from '../../web/src/security/contentSecurityPolicy';

const SOURCES: PolicySources = {
  nonce: 'bm9uY2U=',
  imagesOrigin: 'https://api.example.com/some/path',
  identityEmulator: null,
  identityAuthDomain: 'shop.firebaseapp.com',
  embeddable: false,
  development: false,
};

/** The policy as a map of directive to its sources. */
const directives = (sources: Partial<PolicySources> = {}) =>
  Object.fromEntries(
    contentSecurityPolicy({ ...SOURCES, ...sources })
      .split('; ')
      .map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values];
      }),
  );

describe('the pages’ Content-Security-Policy', () => {
  it('runs scripts by nonce only, and what they load', () => {
    const { 'script-src': scripts } = directives();
    expect(scripts).toEqual(expect.arrayContaining(["'nonce-bm9uY2U='", "'strict-dynamic'"]));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('runs a cached page’s inline scripts without a nonce, which every copy of the page would share', () => {
    const { 'script-src': scripts } = directives({ nonce: null });
    expect(scripts).toEqual(expect.arrayContaining(["'unsafe-inline'", "'self'"]));
    expect(scripts.join(' ')).not.toMatch(/'nonce-|'strict-dynamic'/);
    // Every other directive is the same as a page rendered per request.
    const withoutScripts = (policy: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(policy).filter(([name]) => name !== 'script-src'));
    expect(withoutScripts(directives({ nonce: null }))).toEqual(withoutScripts(directives()));
  });

  it('allows eval for next dev alone', () => {
    expect(directives({ development: true })['script-src']).toContain("'unsafe-eval'");
  });

  it('shows pictures of the rest-api by its origin', () => {
    expect(directives()['img-src']).toContain('https://api.example.com');
  });

  it('reaches the Auth emulator only when there is one', () => {
    expect(directives()['connect-src']).not.toContain('http://127.0.0.1:9099');
    const withEmulator = directives({ identityEmulator: 'http://127.0.0.1:9099' });
    expect(withEmulator['connect-src']).toContain('http://127.0.0.1:9099');
    expect(withEmulator['frame-src']).toContain('http://127.0.0.1:9099');
    expect(withEmulator['frame-src']).toContain('https://shop.firebaseapp.com');
  });

  it.each([
    [false, "'none'"],
    [true, '*'],
  ])('embeddable %s: frame-ancestors %s', (embeddable, ancestors) => {
    expect(directives({ embeddable })['frame-ancestors']).toEqual([ancestors]);
  });

  it('loads no plugins and keeps base URLs and form targets on this site', () => {
    expect(directives()).toMatchObject({
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });
});
