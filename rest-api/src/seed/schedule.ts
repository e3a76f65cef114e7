import type { CampaignSeed } from './types.js';

export const DAY_MS = 86_400_000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A campaign's start and end, relative to the seed's `now`. */
export function campaignDates(campaign: CampaignSeed, now: Date): { start: Date; end: Date } {
  const start = daysBefore(now, campaign.startedDaysAgo);
  return { start, end: new Date(start.getTime() + campaign.durationDays * DAY_MS) };
}

export type CampaignPhase = 'upcoming' | 'ongoing' | 'ending-soon' | 'ended';

/** "Ending soon" is an ongoing campaign with less than three days left. */
export function campaignPhase(campaign: CampaignSeed, now: Date): CampaignPhase {
  const { start, end } = campaignDates(campaign, now);
  if (now < start) return 'upcoming';
  if (now >= end) return 'ended';
  return end.getTime() - now.getTime() <= 3 * DAY_MS ? 'ending-soon' : 'ongoing';
}

/** The month a pack should ship, as its first day (`YYYY-MM-01`, UTC), from its campaign's end. */
export function deliveryMonth(campaign: CampaignSeed, position: number, now: Date): string {
  const { end } = campaignDates(campaign, now);
  const pack = campaign.packs[position - 1];
  const months = pack?.deliveryMonthsAfterEnd ?? 3 + Math.max(position - 2, 0);
  const month = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + months, 1));
  return month.toISOString().slice(0, 10);
}
