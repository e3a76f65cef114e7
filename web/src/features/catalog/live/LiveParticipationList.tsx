'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { ParticipationList } from '../campaign/ParticipationList';
import { useLiveFigures } from './LiveFigures';

/** The participations: the cached rendering (`children`) until the live ones arrive; busy while they are on their way. */
export function LiveParticipationList({ lang, children }: { lang: Locale; children: ReactNode }) {
  const { figures, pending } = useLiveFigures();
  return (
    <div aria-busy={pending}>
      {figures ? <ParticipationList participations={figures.participations} lang={lang} /> : children}
    </div>
  );
}
