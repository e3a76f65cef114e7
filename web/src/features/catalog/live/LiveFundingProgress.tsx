'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { FundingProgress } from '../shared/FundingProgress';
import { useLiveFigures } from './LiveFigures';
import { fundingShown, type ShownKey } from './shownFigures';

/**
 * The campaign's progress: the cached rendering (`children`, which shows `shown`) until live
 * figures that show something else arrive, then the same component rendered by the browser with
 * them. Hydration never re-renders the cached one, whose time left was computed when the page was
 * cached. Busy while they are on their way.
 */
export function LiveFundingProgress({ lang, shown, children }: { lang: Locale; shown: ShownKey; children: ReactNode }) {
  const { figures, pending } = useLiveFigures();
  const changed = figures !== null && fundingShown(figures) !== shown;
  return (
    <div aria-busy={pending}>{changed ? <FundingProgress funding={figures} lang={lang} detailed /> : children}</div>
  );
}
