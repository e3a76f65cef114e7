'use client';

import type { ReactNode } from 'react';
import { PackStock } from '../campaign/PackStock';
import { useLiveFigures } from './LiveFigures';
import { stockShown, type ShownKey } from './shownFigures';

/**
 * A pack's stock: the cached rendering (`children`, which shows `shown`) until live figures that
 * show another stock arrive; busy while they are on their way.
 */
export function LivePackStock({ packId, shown, children }: { packId: string; shown: ShownKey; children: ReactNode }) {
  const { figures, pending } = useLiveFigures();
  const pack = figures?.packs.find(({ id }) => id === packId);
  const changed = pack !== undefined && stockShown(pack) !== shown;
  return <div aria-busy={pending}>{changed ? <PackStock pack={pack} /> : children}</div>;
}
