import { describe, expect, it } from '@jest/globals';
import {
  formatDate,
  formatDateTime,
  formatDeliveryMonth,
  formatPercent,
  formatRelativeTime,
} from '../../web/src/i18n/format';

// Each formatter is made once per language and kept (web/src/i18n/reused.ts): the languages are
// asked in turns here, so that a formatter kept for one would show in the other's text.
describe('dates, times and percentages in the reader’s language', () => {
  const now = Date.parse('2026-12-05T12:00:00Z');
  it.each([
    ['fr', '5 décembre 2026', '5 déc. 2026, 09:00', 'il y a 3 heures', 'hier', '125\u00a0%', 'mars 2027'],
    ['en', '5 December 2026', '5 Dec 2026, 09:00', '3 hours ago', 'yesterday', '125%', 'March 2027'],
    ['fr', '5 décembre 2026', '5 déc. 2026, 09:00', 'il y a 3 heures', 'hier', '125\u00a0%', 'mars 2027'],
  ] as const)('%s: %s, %s, %s, %s, %s, %s', (lang, date, dateTime, hours, yesterday, percent, month) => {
    expect(formatDate('2026-12-05T08:00:00Z', lang)).toBe(date);
    // 08:00 UTC is 09:00 at the storefront's home (Europe/Paris), whatever the server's zone.
    expect(formatDateTime('2026-12-05T08:00:00Z', lang)).toBe(dateTime);
    expect(formatRelativeTime('2026-12-05T09:00:00Z', lang, now)).toBe(hours);
    expect(formatRelativeTime('2026-12-04T12:00:00Z', lang, now)).toBe(yesterday);
    expect(formatPercent(1.25, lang)).toBe(percent);
    expect(formatDeliveryMonth('2027-03', lang)).toBe(month);
  });
});
