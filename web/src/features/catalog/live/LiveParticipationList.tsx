'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { ParticipationList } from '../campaign/ParticipationList';
import { useLiveFigures } from './LiveFigures';
import { participationsShown, type ShownKey } from './shownFigures';

/**
 * The participations: the cached rendering (`children`, which shows `shown`) until live ones that
 * show something else arrive; busy while they are on their way.
 */
export function LiveParticipationList({
  lang,
  shown,
  children,
}: {
  lang: Locale;
  shown: ShownKey;
  children: ReactNode;
}) {
  const { figures, pending } = useLiveFigures();
  const changed = figures !== null && participationsShown(figures.participations) !== shown;
  return (
    <div aria-busy={pending}>
      {changed ? <ParticipationList participations={figures.participations} lang={lang} /> : children}
    </div>
  );
}
