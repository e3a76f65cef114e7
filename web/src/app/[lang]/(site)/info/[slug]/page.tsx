import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLegalSlug } from '@/features/help/legal/documents';
import { legalMetadata } from '@/features/help/legal/legalMetadata';
import { LegalPage } from '@/features/help/legal/LegalPage';
import type { Locale } from '@/i18n/locales';
import { initLingui } from '@/i18n/server';

// Served from Next's cache, the same HTML for everyone (decision 0017): request headers and
// cookies read empty here, and the page is rendered again at most every 60 s.
export const dynamic = 'force-static';
export const revalidate = 60;

type Props = { params: Promise<{ lang: Locale; slug: string }> };

// The texts are static, but the shell around them (founders in the footer) comes from the API,
// which the build cannot reach: rendered on first request, then cached. Any other slug is a 404.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  if (!isLegalSlug(slug)) notFound();
  initLingui(lang);
  return legalMetadata(lang, slug);
}

export default async function LegalRoute({ params }: Props) {
  const { lang, slug } = await params;
  if (!isLegalSlug(slug)) notFound();
  initLingui(lang);
  return <LegalPage lang={lang} slug={slug} />;
}
