import type { CampaignFundingFragment, CampaignParticipationsFragment } from '@/graphql/generated/graphql';
import { relativeTime, timeLeft } from '@/i18n/format';
import type { Pack } from '../campaign/campaignQuery';

/**
 * What a reader sees of the live parts of a campaign page, as data: the server computes it for the
 * cached page and the browser again for the live figures, and the browser renders the live figures
 * only when the two differ. Mostly they do not (the page is at most a minute old), and then the
 * browser formats no number at all: the first one a page formats makes Chrome load its number
 * data, about 30 ms of main thread on a fast machine (decision 0020, "Numbers formatted once the
 * page is shown"). Each key holds every input of what its component prints, the time-dependent
 * ones (time left, "il y a 3 minutes") as of `now`.
 */
export type ShownKey = string;

/**
 * The key of a value: a 53-bit digest of its JSON (cyrb53), so that 50 participations with their
 * comments cost the page's payload a dozen characters, not a second copy of them. A collision
 * would keep the cached rendering, at most a minute old, until the next refresh.
 */
function keyOf(value: unknown): ShownKey {
  const text = JSON.stringify(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** FundingProgress: amount raised, goal, progress, backers, outcome and time left. */
export const fundingShown = (funding: CampaignFundingFragment, now = Date.now()): ShownKey =>
  keyOf([
    funding.amountRaised.cents,
    funding.goal.cents,
    funding.progress,
    funding.backerCount,
    funding.outcome,
    funding.outcomeAt,
    timeLeft(funding.state, funding.startDate, funding.endDate, now),
  ]);

/** PackStock: sold out, or the units left. */
export const stockShown = (pack: Pick<Pack, 'soldOut' | 'stockLeft'>): ShownKey =>
  keyOf([pack.soldOut, pack.stockLeft]);

/** ParticipationList: the count, and each participation with how long ago it was made. */
export const participationsShown = (
  { total, items }: CampaignParticipationsFragment['participations'],
  now = Date.now(),
): ShownKey =>
  keyOf([
    total,
    items.map((item) => [
      item.id,
      item.displayName,
      item.comment,
      item.amount.cents,
      relativeTime(item.createdAt, now),
    ]),
  ]);
