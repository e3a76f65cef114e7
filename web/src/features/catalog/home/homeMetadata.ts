import { msg } from '@lingui/core/macro';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { pageMetadata } from '../seo/pageMetadata';

export function homeMetadata(lang: Locale): Metadata {
  const i18n = initLingui(lang);
  return pageMetadata({
    lang,
    path: '/',
    title: i18n._(msg`Financement participatif d’artisans et d’auteurs indépendants`),
    description: i18n._(
      msg`Découvrez les campagnes du moment : jeux, livres, objets et vêtements fabriqués en petites séries. Choisissez une contrepartie et aidez chaque projet à voir le jour.`,
    ),
  });
}
