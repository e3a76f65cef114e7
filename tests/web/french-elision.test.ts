import { describe, it } from '@jest/globals';
import { frenchElides } from '../../web/src/i18n/elision';
import { expectWith } from '../support/expect-with.js';

describe('French elision before a name ("Une campagne d’Atelier Lune")', () => {
  it('elides before a vowel, accented or not, a y and a mute h', () => {
    for (const name of ['Atelier Lune', 'Éditions du Phare', 'île aux Contes', 'Yves', 'Hélène', 'Œuvres'])
      expectWith(frenchElides(name), name).toBe(true);
  });
  it('keeps "de" before a consonant, and for an empty name', () => {
    for (const name of ['Brasserie du Port', 'Les Cartes', 'Zoé', '', '  '])
      expectWith(frenchElides(name), name).toBe(false);
  });
});
