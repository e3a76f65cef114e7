import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from './locales';

/** The public origin of the storefront, for the absolute URLs search engines and social cards need. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** The absolute URL of `path` (written without a language prefix) in `locale`. */
export const absoluteUrl = (locale: Locale, path: string) => `${SITE_URL}${localePath(locale, path)}`;

/**
 * The `alternates` of a page's metadata: its canonical URL in `locale` and the hreflang links of
 * every language, French being the default for the other ones (`x-default`).
 */
export function alternates(locale: Locale, path: string) {
  const languages = Object.fromEntries(LOCALES.map((each) => [each, absoluteUrl(each, path)])) as Record<
    Locale,
    string
  >;
  return {
    canonical: languages[locale],
    languages: { ...languages, 'x-default': languages[DEFAULT_LOCALE] },
  };
}
