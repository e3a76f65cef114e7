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
