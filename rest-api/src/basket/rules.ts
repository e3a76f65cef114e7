import type { components } from '../generated/rest-api.js';
import { optionErrors } from './lines.js';
import { isOngoing, stockLeft, type PackRule } from './packs.js';

type BasketOption = components['schemas']['BasketOption'];
type FieldError = components['schemas']['FieldError'];

/** The contract's ceiling for one basket line. */
export const MAX_LINE_QUANTITY = 99;

/** A wish to hold `quantity` units of a pack with these options on one line. */
export interface LineWish {
  campaignId: number;
  options: readonly BasketOption[];
  quantity: number;
  /** Units of the same pack on the basket's other lines (other option values): they share its stock. */
  elsewhere: number;
}

export type LineVerdict =
  | { fits: true }
  | { fits: false; why: 'PACK_UNAVAILABLE' }
  | { fits: false; why: 'CAMPAIGN_UNAVAILABLE' }
  | { fits: false; why: 'OPTION_UNAVAILABLE'; errors: FieldError[] }
  /** `max` units would fit (0 when sold out). */
  | { fits: false; why: 'SOLD_OUT' | 'STOCK' | 'MAX_QUANTITY'; max: number };

/**
 * Whether a basket line may hold what is wished, in the order a buyer needs the reasons: the pack
 * must be one of the campaign's, the campaign ongoing, the options complete, the stock enough
 * (the pack's stock is shared by all its lines) and the line at most 99 units.
 */
export function judgeLine(pack: PackRule | undefined, wish: LineWish, now: Date, optionsField: string): LineVerdict {
  if (!pack || pack.campaign_id !== wish.campaignId) return { fits: false, why: 'PACK_UNAVAILABLE' };
  if (!isOngoing(pack, now)) return { fits: false, why: 'CAMPAIGN_UNAVAILABLE' };
  const errors = optionErrors(pack, wish.options, optionsField);
  if (errors.length > 0) return { fits: false, why: 'OPTION_UNAVAILABLE', errors };
  const left = stockLeft(pack);
  const stockCap = left === null ? Number.POSITIVE_INFINITY : Math.max(0, left - wish.elsewhere);
  const max = Math.min(MAX_LINE_QUANTITY, stockCap);
  if (wish.quantity <= max) return { fits: true };
  if (stockCap === 0) return { fits: false, why: 'SOLD_OUT', max: 0 };
  return { fits: false, why: stockCap < MAX_LINE_QUANTITY ? 'STOCK' : 'MAX_QUANTITY', max };
}

/** How a quantity refusal reads to the buyer, naming the pack (in French, its source language). */
export function quantityMessage(pack: PackRule, why: 'SOLD_OUT' | 'STOCK' | 'MAX_QUANTITY', max: number): string {
  if (why === 'MAX_QUANTITY') return `may not exceed ${MAX_LINE_QUANTITY} units a line`;
  if (why === 'SOLD_OUT') return `«${pack.label.fr}» (pack ${pack.pack_id}) is sold out`;
  return `only ${max} left of «${pack.label.fr}» (pack ${pack.pack_id})`;
}
