import { describe, expect, it } from '@jest/globals';
import type { CampaignFundingFragment, CampaignParticipationsFragment } from '../../web/src/graphql/generated/graphql';
import { fundingShown, participationsShown, stockShown } from '../../web/src/features/catalog/live/shownFigures';

// The browser renders the live figures over the cached campaign page only when they would show
// something else (web/src/features/catalog/live): these keys decide it, and must change with
// everything the reader sees, the passing of time included, and with nothing else.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const cachedAt = Date.parse('2026-12-05T12:00:00Z');

const funding: CampaignFundingFragment = {
  state: 'ONGOING',
  progress: 0.5,
  backerCount: 12,
  startDate: '2026-11-20T10:00:00Z',
  endDate: '2026-12-20T10:00:00Z',
  outcome: null,
  outcomeAt: null,
  goal: { cents: 100_000 },
  amountRaised: { cents: 50_000 },
};

type Participation = CampaignParticipationsFragment['participations']['items'][number];
const newest: Participation = {
  id: '2',
  displayName: 'Anne M.',
  comment: 'Bravo !',
  createdAt: '2026-12-05T11:40:00Z',
  amount: { cents: 2500 },
};
const oldest: Participation = {
  id: '1',
  displayName: null,
  comment: null,
  createdAt: '2026-11-21T09:00:00Z',
  amount: { cents: 4000 },
};
const participations = { total: 2, items: [newest, oldest] };

describe('the funding a campaign page shows', () => {
  const shown = fundingShown(funding, cachedAt);

  it('is the same for the same figures a few seconds later', () => {
    expect(fundingShown(structuredClone(funding), cachedAt + 20_000)).toBe(shown);
  });

  it.each([
    ['the amount raised', { amountRaised: { cents: 52_500 } }],
    ['the goal', { goal: { cents: 120_000 } }],
    ['the progress', { progress: 0.525 }],
    ['the backers', { backerCount: 13 }],
    ['the outcome', { state: 'ENDED', outcome: 'FUNDED', outcomeAt: '2026-12-20T10:05:00Z' }],
  ] as const)('changes with %s', (_, change) => {
    expect(fundingShown({ ...funding, ...change }, cachedAt)).not.toBe(shown);
  });

  it('changes when a day of the time left has gone by since the page was cached', () => {
    // 14 days and 22 hours left: "14 jours" until 22 hours have passed.
    expect(fundingShown(funding, cachedAt + 21 * 60 * MINUTE)).toBe(shown);
    expect(fundingShown(funding, cachedAt + 23 * 60 * MINUTE)).not.toBe(shown);
  });
});

describe('the stock a pack shows', () => {
  it('changes with the units left and sold out, and only with them', () => {
    const shown = stockShown({ soldOut: false, stockLeft: 3 });
    expect(stockShown({ soldOut: false, stockLeft: 3 })).toBe(shown);
    expect(stockShown({ soldOut: false, stockLeft: 2 })).not.toBe(shown);
    expect(stockShown({ soldOut: true, stockLeft: 0 })).not.toBe(stockShown({ soldOut: false, stockLeft: 0 }));
    expect(stockShown({ soldOut: false, stockLeft: null })).not.toBe(stockShown({ soldOut: false, stockLeft: 0 }));
  });
});

describe('the participations a campaign page shows', () => {
  const shown = participationsShown(participations, cachedAt);

  it('are the same for the same participations within the same minute', () => {
    expect(participationsShown(structuredClone(participations), cachedAt + 20_000)).toBe(shown);
  });

  it('change with a new participation, a comment, anonymity or an amount', () => {
    const newer: Participation = {
      id: '3',
      displayName: 'Paul R.',
      comment: null,
      createdAt: '2026-12-05T11:59:00Z',
      amount: { cents: 900 },
    };
    expect(participationsShown({ total: 3, items: [newer, newest, oldest] }, cachedAt)).not.toBe(shown);
    expect(participationsShown({ total: 2, items: [{ ...newest, comment: 'Merci' }, oldest] }, cachedAt)).not.toBe(
      shown,
    );
    expect(participationsShown({ total: 2, items: [{ ...newest, displayName: null }, oldest] }, cachedAt)).not.toBe(
      shown,
    );
    expect(
      participationsShown({ total: 2, items: [{ ...newest, amount: { cents: 2600 } }, oldest] }, cachedAt),
    ).not.toBe(shown);
  });

  it('change when "il y a 20 minutes" has become "il y a 21 minutes"', () => {
    expect(participationsShown(participations, cachedAt + MINUTE)).not.toBe(shown);
  });

  it('stay the same over days for participations old enough to be shown by their date', () => {
    const old = { total: 1, items: [oldest] };
    // Made 14 days before the page was cached: "il y a 14 jours", then its date from 30 days on.
    expect(participationsShown(old, cachedAt + DAY)).not.toBe(participationsShown(old, cachedAt));
    expect(participationsShown(old, cachedAt + 20 * DAY)).toBe(participationsShown(old, cachedAt + 40 * DAY));
  });
});
