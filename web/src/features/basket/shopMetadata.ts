import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Metadata } from 'next';
import { alternates } from '@/i18n/alternates';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

const TITLES = {
  basket: msg`Mon panier`,
  checkout: msg`Commande`,
  order: msg`Ma commande`,
} satisfies Record<string, MessageDescriptor>;

/** The basket, checkout and order pages: a title and language links, out of search engines. */
export function shopPageMetadata(lang: Locale, page: keyof typeof TITLES, path: string): Metadata {
  const i18n = initLingui(lang);
  return { title: i18n._(TITLES[page]), alternates: alternates(lang, path), robots: { index: false, follow: true } };
}
