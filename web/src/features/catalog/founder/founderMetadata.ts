import { msg } from '@lingui/core/macro';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';
import { excerpt } from '@/i18n/format';
import { pageMetadata } from '../seo/pageMetadata';
import { getFounderOr404 } from './founderQuery';

/** Search engines cut descriptions around this length. */
const DESCRIPTION_LENGTH = 160;

export async function founderMetadata(url: string, lang: Locale): Promise<Metadata> {
  const i18n = initLingui(lang);
  const founder = await getFounderOr404(url, lang);
  const name = founder.name;
  return pageMetadata({
    lang,
    path: `/founder/${url}`,
    title: i18n._(msg`${name} : ses campagnes de financement participatif`),
    description: excerpt(founder.bio, DESCRIPTION_LENGTH),
    imageUrl: founder.campaigns[0]?.image.url,
  });
}
