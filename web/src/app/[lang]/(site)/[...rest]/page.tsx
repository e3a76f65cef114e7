import { msg } from '@lingui/core/macro';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PRODUCT_NAME } from '@/features/shell/brand';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

type Props = { params: Promise<{ lang: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const i18n = initLingui((await params).lang);
  return { title: `${i18n._(msg`Page introuvable`)} | ${PRODUCT_NAME}` };
}

// Any URL no route matches: the localized 404 inside the shell, with a 404 status.
export default async function UnknownPage({ params }: Props) {
  initLingui((await params).lang);
  notFound();
}
