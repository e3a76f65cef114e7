import type { Locale } from '@/i18n/locales';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  /** The page's meta description. */
  description: string;
  /** The date of the version in force, `YYYY-MM-DD`. */
  updated: string;
  sections: LegalSection[];
}

/** A legal page in every language of the storefront. */
export type LegalDocument = Record<Locale, LegalText>;
