import { LOCALE_TAGS, type Locale } from '@/i18n/locales';

/**
 * The countries offered for the postal address: the European Union, its neighbours, France's
 * overseas territories (which have codes of their own) and North America. Their names come
 * from the browser's Intl data in the reader's language, so they need no translation.
 */
// prettier-ignore
const COUNTRY_CODES = [
  'FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'NC', 'PF', 'MC', 'AD',
  'BE', 'LU', 'CH', 'DE', 'AT', 'NL', 'IT', 'ES', 'PT', 'IE', 'GB', 'NO', 'IS',
  'DK', 'SE', 'FI', 'EE', 'LV', 'LT', 'PL', 'CZ', 'SK', 'HU', 'SI', 'HR', 'RO', 'BG', 'GR', 'CY', 'MT',
  'CA', 'US',
];

export const DEFAULT_COUNTRY = 'FR';

/** The countries as `{ code, name }`, in alphabetical order of their names; `current` is kept even if unlisted. */
export function countryOptions(locale: Locale, current?: string | null): { code: string; name: string }[] {
  const tag = LOCALE_TAGS[locale].intl;
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const codes = current && !COUNTRY_CODES.includes(current) ? [...COUNTRY_CODES, current] : COUNTRY_CODES;
  const collator = new Intl.Collator(tag);
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}
