import { describe, expect, it } from '@jest/globals';
import { pick, pickLabel } from '../../graphql-server/src/resolvers/localize.js';

describe('localised texts', () => {
  const both = [
    { lang: 'fr' as const, text: 'Bonjour' },
    { lang: 'en' as const, text: 'Hello' },
  ];
  it.each([
    ['en', both, 'Hello'],
    ['fr', both, 'Bonjour'],
    [undefined, both, 'Bonjour'],
    ['en', [{ lang: 'fr' as const, text: 'Seulement en français' }], 'Seulement en français'],
    ['fr', [], ''],
  ] as const)('in %s', (lang, texts, expected) => {
    expect(pick(texts, lang)).toBe(expected);
  });
  it('falls back to French for labels too', () => {
    expect(pickLabel([{ lang: 'fr', name: 'Taille' }], 'en')).toBe('Taille');
  });
});
