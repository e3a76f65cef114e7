import { describe, expect, it } from '@jest/globals';
import { formatMoney } from '../../web/src/i18n/money';

// French groups thousands with a narrow no-break space and puts a no-break space before the sign.
const fr = (text: string) => text.replace(/ (?=€)/, '\u00a0').replace(/ /g, '\u202f');

describe('the one euro formatter of the web', () => {
  it.each([
    [120_000, 'fr', fr('1 200,00 €'), fr('1 200 €')],
    [1990, 'fr', fr('19,90 €'), fr('19,90 €')],
    [5, 'fr', fr('0,05 €'), fr('0,05 €')],
    [120_000, 'en', '€1,200.00', '€1,200'],
    [1990, 'en', '€19.90', '€19.90'],
    [0, 'en', '€0.00', '€0'],
  ] as const)('%i cents in %s: %s to pay, %s in the catalog', (cents, lang, exact, short) => {
    expect(formatMoney(cents, lang)).toBe(exact);
    expect(formatMoney(cents, lang, 'exact')).toBe(exact);
    expect(formatMoney(cents, lang, 'short')).toBe(short);
  });
});
