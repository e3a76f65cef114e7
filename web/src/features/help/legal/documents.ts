import { termsOfUse } from './cgu';
import { termsOfSale } from './cgv';
import { legalNotice } from './mention';
import { privacyPolicy } from './privacy';
import type { LegalDocument } from './types';

/** The legal pages, by the last segment of their URL (`/info/<slug>`), in footer order. */
export const LEGAL_DOCUMENTS = {
  cgv: termsOfSale,
  cgu: termsOfUse,
  'privacy-policy': privacyPolicy,
  mention: legalNotice,
} as const satisfies Record<string, LegalDocument>;

export type LegalSlug = keyof typeof LEGAL_DOCUMENTS;

export const LEGAL_SLUGS = Object.keys(LEGAL_DOCUMENTS) as LegalSlug[];

export const isLegalSlug = (value: string): value is LegalSlug => Object.hasOwn(LEGAL_DOCUMENTS, value);

export const legalPath = (slug: LegalSlug) => `/info/${slug}`;
