'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { FundingProgress } from '../shared/FundingProgress';
import { useLiveFigures } from './LiveFigures';

/**
 * The campaign's progress: the cached rendering (`children`) until the live figures arrive, then
 * the same component rendered by the browser with them. Hydration never re-renders the cached
 * one, whose time left was computed when the page was cached. Busy while they are on their way.
 */
export function LiveFundingProgress({ lang, children }: { lang: Locale; children: ReactNode }) {
  const { figures, pending } = useLiveFigures();
  return (
    <div aria-busy={pending}>{figures ? <FundingProgress funding={figures} lang={lang} detailed /> : children}</div>
  );
}
