import { LOCALE_TAGS, type Locale } from './locales';
import { reused } from './reused';

type MoneyStyle = 'exact' | 'short';

const euros = reused(
  (locale: Locale, style: MoneyStyle) =>
    new Intl.NumberFormat(LOCALE_TAGS[locale].intl, {
      style: 'currency',
      currency: 'EUR',
      trailingZeroDisplay: style === 'short' ? 'stripIfInteger' : 'auto',
    }),
);

/**
 * An amount in cents as euros, in the reader's format. `exact` shows the cents of an amount to
 * pay (19,00 €); `short` drops them when they are zero, for the catalog's figures (1 200 €, 19,90 €).
 */
export const formatMoney = (cents: number, locale: Locale, style: MoneyStyle = 'exact') =>
  euros(locale, style).format(cents / 100);
