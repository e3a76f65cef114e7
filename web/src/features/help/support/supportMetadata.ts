import { msg } from '@lingui/core/macro';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { pageMetadata } from '../../catalog/seo/pageMetadata';

export function supportMetadata(lang: Locale): Metadata {
  const i18n = initLingui(lang);
  return pageMetadata({
    lang,
    path: '/help/support',
    title: i18n._(msg`Contacter le support`),
    description: i18n._(
      msg`Une question sur une commande, un paiement, une livraison ou une campagne ? Écrivez à l’équipe, pièces jointes comprises.`,
    ),
  });
}
