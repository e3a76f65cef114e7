import { msg } from '@lingui/core/macro';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { pageMetadata } from '../../catalog/seo/pageMetadata';

export function faqMetadata(lang: Locale): Metadata {
  const i18n = initLingui(lang);
  return pageMetadata({
    lang,
    path: '/help/faq',
    title: i18n._(msg`Questions fréquentes`),
    description: i18n._(
      msg`Commandes, paiements, livraisons et campagnes : les réponses aux questions les plus fréquentes, et comment contacter le support.`,
    ),
  });
}
