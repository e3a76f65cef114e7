import murmur2 from '@emotion/hash';
import type { CampaignFundingFragment, CampaignParticipationsFragment } from '@/graphql/generated/graphql';
import { relativeTime, timeLeft } from '@/i18n/format';
import type { Pack } from '../campaign/campaignQuery';

/**
 * What a reader sees of the live parts of a campaign page, as data: the server computes it for the
 * cached page and the browser again for the live figures, and the browser renders the live figures
 * only when the two differ. Mostly they do not (the page is at most a minute old), and then the
 * browser formats no number at all: the first one a page formats makes Chrome load its number
 * data, about 30 ms of main thread on a fast machine (decision 0020, "2026-12-05 (evening)").
 * Each key holds every input of what its component prints, the time-dependent ones (time left,
 * "il y a 3 minutes") as of `now`.
 */
export type ShownKey = string;

/**
 * The key of a value: a digest of its JSON (emotion's murmur2, a few hundred bytes of code), so
 * that 50 participations with their comments cost the page's payload a few characters, not a
 * second copy of them. A collision would keep the cached rendering, at most a minute old, until
 * the next refresh.
 */
const keyOf = (value: unknown): ShownKey => murmur2(JSON.stringify(value));

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
