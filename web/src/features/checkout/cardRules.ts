/** The card form's rules, checked in the browser before anything is sent (the server checks again). */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardFields;
export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" -> "4242 4242 4242 4242", as the shopper types. */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "0428", "04/28", "4/2028" -> month 4, year 2028; null when unreadable. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The card to send, or the fields to correct. `now` decides what "expired" means. */
export function readCard(fields: CardFields, now: Date): { card: Card } | { errors: CardField[] } {
  const errors: CardField[] = [];
  const digits = fields.number.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.push('number');
  const expiry = parseExpiry(fields.expiry);
  const expired =
    !expiry ||
    expiry.year < now.getFullYear() ||
    (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);
  if (expired) errors.push('expiry');
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.push('cvc');
  if (errors.length > 0 || !expiry) return { errors };
  return { card: { number: digits, expMonth: expiry.month, expYear: expiry.year, cvc: fields.cvc.trim() } };
}
