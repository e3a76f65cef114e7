import { comments, firstNames, lastInitials } from './backers.js';
import { pick, pickWeighted, randomFor, type Random } from './random.js';
import { campaignDates, DAY_MS } from './schedule.js';
import type { CampaignSeed, PackSeed } from './types.js';

export interface GeneratedParticipation {
  backerName: string;
  anonymous: boolean;
  comment: string | null;
  amountCents: number;
  createdAt: Date;
}

export interface GeneratedBacking {
  participations: GeneratedParticipation[];
  /** Units sold per pack, in pack order (what goes to packs.stock_sold). */
  stockSold: number[];
}

export const priceCents = (pack: PackSeed) => Math.round(pack.price * 100);

/** Units a limited pack may sell in the generated data: its pinned figure, or a margin that
 * keeps it clearly available (so only the pinned packs look nearly or fully sold out). */
function capacity(pack: PackSeed): number {
  if (!pack.stock) return Number.POSITIVE_INFINITY;
  const { limit, left } = pack.stock;
  if (left !== undefined) return limit - left;
  return limit - Math.max(4, Math.round(limit * 0.15));
}

/** Backers favour the mid-priced packs: a bell curve on the log of the price around the
 * campaign's geometric mean price, with a floor so that every pack gets some takers. */
function popularity(packs: readonly PackSeed[]): number[] {
  const logs = packs.map((pack) => Math.log(pack.price));
  const centre = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  return logs.map((value) => Math.max(0.08, Math.exp(-((value - centre) ** 2) / 1.28)));
}

/** Where in the campaign a pledge falls, as a fraction of the elapsed window: a rush at the
 * launch, a second one in the last days of a campaign that has reached them, the rest spread. */
function pledgeMoment(random: Random, finalRush: boolean): number {
  const roll = random();
  if (roll < 0.3) return random() * 0.12;
  if (finalRush && roll < 0.45) return 0.9 + random() * 0.1;
  return random();
}

/**
 * The participations of one campaign, deterministic for a given campaign url: between its start
 * and min(end, now), each paying one pack or two, never selling more than a pack can.
 * A pack pinned as sold out (`left: 0`) went in the first two days of the campaign.
 */
export function generateBacking(campaign: CampaignSeed, now: Date): GeneratedBacking {
  const random = randomFor(`participations:${campaign.url}`);
  const { start, end } = campaignDates(campaign, now);
  const weights = popularity(campaign.packs);
  const slots = campaign.packs.map((pack, index) => ({
    pack,
    weight: weights[index] ?? 0,
    capacity: capacity(pack),
    picked: 0,
  }));
  const participations: GeneratedParticipation[] = [];
  if (start < now) {
    const windowEnd = Math.min(end.getTime(), now.getTime());
    const finalRush = end.getTime() - now.getTime() < 3 * DAY_MS;
    for (let n = 0; n < campaign.backers; n++) {
      const createdAt = new Date(start.getTime() + pledgeMoment(random, finalRush) * (windowEnd - start.getTime()));
      const early = createdAt.getTime() - start.getTime() < 2 * DAY_MS;
      const available = (slot: (typeof slots)[number]) =>
        slot.picked >= slot.capacity || (slot.pack.stock?.left === 0 && !early) ? 0 : slot.weight;
      let amountCents = 0;
      const units = random() < 0.2 ? 2 : 1;
      for (let unit = 0; unit < units; unit++) {
        const slot = pickWeighted(random, slots, available);
        if (!slot) break;
        slot.picked++;
        amountCents += priceCents(slot.pack);
      }
      if (amountCents === 0) break;
      const anonymous = random() < 0.15;
      const comment = random() < 0.3 ? pick(random, comments) : null;
      const backerName = `${pick(random, firstNames)} ${pick(random, [...lastInitials])}.`;
      participations.push({ backerName, anonymous, comment, amountCents, createdAt });
    }
  }
  const stockSold = slots.map(({ pack, picked }) => {
    if (start >= now) return 0;
    const left = pack.stock?.left;
    return pack.stock && left !== undefined ? pack.stock.limit - left : picked;
  });
  participations.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { participations, stockSold };
}
