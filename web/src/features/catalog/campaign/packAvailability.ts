import type { Campaign, Pack } from './campaignQuery';

/** Why a pack cannot be ordered now, or null when it can. */
export type PackUnavailability = 'soldOut' | 'ended' | 'upcoming' | null;

export function packUnavailability(state: Campaign['state'], pack: Pack): PackUnavailability {
  if (state === 'ENDED') return 'ended';
  if (state === 'UPCOMING') return 'upcoming';
  return pack.soldOut ? 'soldOut' : null;
}

/** At or below this many units left, the stock is shown as scarce. */
export const LOW_STOCK = 10;
