import { describe, expect, it } from '@jest/globals';
import { callbackLocale } from '../../web/src/features/auth/callbackUrl';
import { sameOriginPath } from '../../web/src/features/auth/sameOriginPath';

const ORIGIN = 'http://localhost:3000';

describe('the only redirects a request may choose: same-origin paths', () => {
  it.each([
    ['a path', '/help/faq?x=1#top', '/help/faq?x=1#top'],
    ['an absolute URL of this origin, made relative', `${ORIGIN}/en/account?tab=orders`, '/en/account?tab=orders'],
    ['a path with dot segments, normalised', '/en/./help/../account', '/en/account'],
    ['another origin', 'https://evil.example/steal', null],
    ['the same host on another port', 'http://localhost:4000/', null],
    ['a protocol-relative URL', '//evil.example/', null],
    ['a dot segment hiding a protocol-relative URL', '/.//evil.example/', null],
    ['this origin with a protocol-relative path', `${ORIGIN}//evil.example/`, null],
    ['a language prefix hiding a protocol-relative path', '/en//evil.example/', null],
    ['a backslash read as a slash', '/\\evil.example/', null],
    ['a backslash anywhere', '/help\\..\\x', null],
    ['a tab browsers drop', '/\t/evil.example/', null],
    ['a line break', '/help\n', null],
    ['a NUL', '/help\u0000', null],
    ['a script URL', 'javascript:alert(1)', null],
    ['a data URL', 'data:text/html,<script>alert(1)</script>', null],
    ['an unparseable URL', 'http://[', null],
    ['nothing', '', null],
    ['nothing at all', undefined, null],
  ] as const)('%s', (_, value, expected) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(expected);
  });
});

describe('the language of the page a callbackUrl names', () => {
  it.each([
    ['an English path', '/en/orders/1', 'en'],
    ['a French path', '/orders/1', 'fr'],
    ['an absolute English URL', 'http://127.0.0.1:3000/en/basket', 'en'],
    ['nothing: the page language', undefined, 'en'],
    ['an unparseable URL: the page language, no error', 'http://[', 'en'],
  ] as const)('%s', (_, value, expected) => {
    expect(callbackLocale(value, 'en')).toBe(expected);
  });
});
