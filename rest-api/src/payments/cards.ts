import type { components } from '../generated/rest-api.js';

type FieldError = components['schemas']['FieldError'];
type Card = components['schemas']['Card'];

/** The test provider's cards and what they do (contract: Card). */
export const TEST_CARDS: Readonly<Record<string, 'succeeded' | 'declined' | 'failed'>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000000119': 'failed',
};

export const cardDigits = (number: string) => number.replace(/ /g, '');

/** The Luhn checksum every card number carries: it catches a mistyped digit or two swapped ones. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export const isExpiredCard = (expMonth: number, expYear: number, now: Date) =>
  expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);

/** Why a card cannot be charged at all, before any provider sees it. */
export function cardErrors(card: Card, now: Date, field = 'body.card'): FieldError[] {
  const errors: FieldError[] = [];
  if (!passesLuhn(cardDigits(card.number)))
    errors.push({ field: `${field}.number`, message: 'is not a valid card number' });
  if (isExpiredCard(card.exp_month, card.exp_year, now))
    errors.push({ field: `${field}.exp_year`, message: 'the card has expired' });
  return errors;
}
