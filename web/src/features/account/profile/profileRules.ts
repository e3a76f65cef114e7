// Field rules of the profile forms, as the REST contract states them (schema/rest-api.openapi.yaml:
// UserIdentity, UserPro, UserContact, Address, DiscordLink), checked in the browser first so the
// shopper learns of a mistake before a round trip.
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
export const LINE_MAX = 200;
export const CITY_MAX = 100;
export const PHONE_MAX = 30;
export const VAT_MAX = 20;
export const OLDEST_BIRTH_YEAR = 1900;

/** Digits, spaces, dots, dashes, brackets and a leading +: how people write phone numbers. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 .()-]{4,28}[0-9]$/;
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;
/** An EU VAT number once spaces are removed: the country code then 2 to 13 letters or digits. */
export const VAT_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;
/** The French establishment number: 14 digits once spaces are removed. */
export const SIRET_PATTERN = /^\d{14}$/;
/** The code of the community bot's `/link` command. */
export const DISCORD_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

/** A typed value as the API wants it: trimmed, and null when empty. */
export const optional = (value: string) => value.trim() || null;

/** Spaces people type in long numbers ("123 456 789 00012") are not part of them. */
export const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether a `YYYY-MM-DD` birth date is a real day between 1900 and today. */
export function isPlausibleBirthDate(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    Number(match[1]) >= OLDEST_BIRTH_YEAR &&
    date.getTime() <= today.getTime()
  );
}
