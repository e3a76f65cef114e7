import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '../../catalog/seo/pageMetadata';
import { LEGAL_DOCUMENTS, legalPath, type LegalSlug } from './documents';

export function legalMetadata(lang: Locale, slug: LegalSlug): Metadata {
  const { title, description } = LEGAL_DOCUMENTS[slug][lang];
  return pageMetadata({ lang, path: legalPath(slug), title, description });
}
