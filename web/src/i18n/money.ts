import { LOCALE_TAGS, type Locale } from './locales';

/**
 * An amount in cents as euros, in the reader's format. `exact` shows the cents of an amount to
 * pay (19,00 €); `short` drops them when they are zero, for the catalog's figures (1 200 €, 19,90 €).
 */
export const formatMoney = (cents: number, locale: Locale, style: 'exact' | 'short' = 'exact') =>
  new Intl.NumberFormat(LOCALE_TAGS[locale].intl, {
    style: 'currency',
    currency: 'EUR',
    trailingZeroDisplay: style === 'short' ? 'stripIfInteger' : 'auto',
  }).format(cents / 100);
