import 'server-only';
import { setupI18n, type I18n } from '@lingui/core';
import { setI18n } from '@lingui/react/server';
import { catalogs } from './catalogs';
import { LOCALES, type Locale } from './locales';

const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogs[locale] } })]),
) as Record<Locale, I18n>;

/**
 * Makes `locale` the language of the server components of this request. Layouts and pages
 * render independently, so each of them calls it.
 */
export function initLingui(locale: Locale): I18n {
  const i18n = instances[locale];
  setI18n(i18n);
  return i18n;
}
