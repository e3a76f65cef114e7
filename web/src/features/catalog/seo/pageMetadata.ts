import type { Metadata } from 'next';
import { alternates } from '@/i18n/alternates';
import { LOCALE_TAGS, LOCALES, type Locale } from '@/i18n/locales';

/** Open Graph image size of the campaign SEO images (the API serves them at 1200x675). */
const SOCIAL_IMAGE = { width: 1200, height: 675 } as const;

/**
 * Title, description, hreflang alternates, Open Graph and Twitter card of a catalog page, from
 * its texts already in the page's language.
 */
export function pageMetadata({
  lang,
  path,
  title,
  description,
  imageUrl,
}: {
  lang: Locale;
  path: string;
  title: string;
  description: string;
  imageUrl?: string | null;
}): Metadata {
  const links = alternates(lang, path);
  const images = imageUrl ? [{ url: imageUrl, ...SOCIAL_IMAGE, alt: title }] : undefined;
  return {
    title,
    description,
    alternates: links,
    openGraph: {
      type: 'website',
      url: links.canonical,
      title,
      description,
      locale: LOCALE_TAGS[lang].openGraph,
      alternateLocale: LOCALES.filter((each) => each !== lang).map((each) => LOCALE_TAGS[each].openGraph),
      images,
    },
    twitter: { card: imageUrl ? 'summary_large_image' : 'summary', title, description, images },
  };
}
