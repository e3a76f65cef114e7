import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { reused } from './reused';

/** Dates are shown at the storefront's home, whatever time zone the server runs in. */
const TIME_ZONE = 'Europe/Paris';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A decimal string of euros for machines (schema.org prices): 1990 -> "19.90". */
export const centsToDecimal = (cents: number) => (cents / 100).toFixed(2);

const percent = reused(
  (locale: Locale) => new Intl.NumberFormat(LOCALE_TAGS[locale].intl, { style: 'percent', maximumFractionDigits: 0 }),
);
const longDate = reused(
  (locale: Locale) => new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { dateStyle: 'long', timeZone: TIME_ZONE }),
);
const dateAndTime = reused(
  (locale: Locale) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
);
const relativeTimeFormat = reused(
  (locale: Locale) => new Intl.RelativeTimeFormat(LOCALE_TAGS[locale].intl, { numeric: 'auto' }),
);
const monthOfYear = reused(
  (locale: Locale) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

export const formatPercent = (ratio: number, locale: Locale) => percent(locale).format(ratio);

export const formatDate = (iso: string, locale: Locale) => longDate(locale).format(new Date(iso));

/** "5 déc. 2026, 09:00", "5 Dec 2026, 09:00": an instant at the storefront's home (an order's steps). */
export const formatDateTime = (iso: string, locale: Locale) => dateAndTime(locale).format(new Date(iso));

/** How far an instant is from now, in the largest unit that fits; a month or more away, its date. */
export type RelativeTime = { unit: 'day' | 'hour' | 'minute'; value: number } | { date: string };

export function relativeTime(iso: string, now = Date.now()): RelativeTime {
  const elapsed = new Date(iso).getTime() - now;
  const size = Math.abs(elapsed);
  if (size >= 30 * DAY) return { date: iso };
  if (size >= DAY) return { unit: 'day', value: Math.round(elapsed / DAY) };
  if (size >= HOUR) return { unit: 'hour', value: Math.round(elapsed / HOUR) };
  return { unit: 'minute', value: Math.round(elapsed / MINUTE) };
}

/** "il y a 3 jours", "hier", "in 2 hours": the largest unit that fits. */
export function formatRelativeTime(iso: string, locale: Locale, now = Date.now()): string {
  const relative = relativeTime(iso, now);
  return 'date' in relative
    ? formatDate(relative.date, locale)
    : relativeTimeFormat(locale).format(relative.value, relative.unit);
}

export type CampaignState = 'UPCOMING' | 'ONGOING' | 'ENDED';

/** What is left of a campaign, in the unit a shopper reads best. */
export type TimeLeft =
  | { kind: 'upcoming'; startDate: string }
  | { kind: 'ended' }
  | { kind: 'days'; count: number }
  | { kind: 'hours'; count: number };

/** The state comes from the API (derived from the dates at query time); the count from the end date. */
export function timeLeft(state: CampaignState, startDate: string, endDate: string, now = Date.now()): TimeLeft {
  if (state === 'UPCOMING') return { kind: 'upcoming', startDate };
  const remaining = new Date(endDate).getTime() - now;
  if (state === 'ENDED' || remaining <= 0) return { kind: 'ended' };
  if (remaining >= DAY) return { kind: 'days', count: Math.floor(remaining / DAY) };
  return { kind: 'hours', count: Math.max(1, Math.ceil(remaining / HOUR)) };
}

/** First paragraph of a text, cut at a word boundary near `maxLength`. */
export function excerpt(text: string, maxLength: number): string {
  const first = paragraphs(text)[0] ?? '';
  if (first.length <= maxLength) return first;
  const cut = first.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}

/** Texts of the API separate paragraphs with a blank line. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A pack's estimated delivery month (`YYYY-MM`, as the API gives it) in words: "mars 2027",
 * "March 2027". Read in UTC: the month is a calendar month, not an instant.
 */
export function formatDeliveryMonth(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return monthOfYear(locale).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}
