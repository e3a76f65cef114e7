import { msg } from '@lingui/core/macro';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { pageMetadata } from '../seo/pageMetadata';
import { isFiltered, type BrowseParams } from './browseParams';

export function browseMetadata(lang: Locale, params: BrowseParams): Metadata {
  const i18n = initLingui(lang);
  const metadata = pageMetadata({
    lang,
    path: '/campaigns',
    title: i18n._(msg`Toutes les campagnes`),
    description: i18n._(
      msg`Cherchez parmi toutes les campagnes par mot-clé, catégorie et état, et triez-les par date de fin, montant collecté ou nombre de contributeurs.`,
    ),
  });
  // One indexed address for the page; the combinations of filters are not worth indexing.
  return isFiltered(params) || params.after ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
