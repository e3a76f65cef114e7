import { LOCALE_TAGS, type Locale } from '@/i18n/locales';

/** An amount to pay, to the cent (19,00 €), in the reader's format. */
export const formatEuros = (cents: number, lang: Locale) =>
  new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { style: 'currency', currency: 'EUR' }).format(cents / 100);
