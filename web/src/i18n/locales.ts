/** The languages of the storefront; French is the default, at unprefixed URLs. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** The URL of `path` (written without a language prefix) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The path without its language prefix, and the language it names. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The GraphQL `Language` of a locale. */
export const graphqlLanguage = (locale: Locale) => (locale === 'fr' ? 'FR' : 'EN') as 'FR' | 'EN';

/** BCP 47 tags for Intl and Open Graph. */
export const LOCALE_TAGS: Record<Locale, { intl: string; openGraph: string }> = {
  fr: { intl: 'fr-FR', openGraph: 'fr_FR' },
  en: { intl: 'en-GB', openGraph: 'en_GB' },
};
