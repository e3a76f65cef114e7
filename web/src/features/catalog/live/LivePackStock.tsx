'use client';

import type { ReactNode } from 'react';
import { PackStock } from '../campaign/PackStock';
import { useLiveFigures } from './LiveFigures';

/** A pack's stock: the cached rendering (`children`) until the live figures arrive; busy while they are on their way. */
export function LivePackStock({ packId, children }: { packId: string; children: ReactNode }) {
  const { figures, pending } = useLiveFigures();
  const pack = figures?.packs.find(({ id }) => id === packId);
  return <div aria-busy={pending}>{pack ? <PackStock pack={pack} /> : children}</div>;
}
