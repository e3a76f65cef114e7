import { centsToDecimal } from '@/i18n/format';

/** A basket line as the analytics events of spec section 7 describe it (GA4 item fields). */
export interface AnalyticsLine {
  packId: string;
  packLabel: string;
  campaignTitle?: string;
  unitCents: number;
  quantity: number;
  /** The option values, "M / Rouge". */
  variant?: string;
}

/** The parameters of add_to_cart, remove_from_cart and purchase: euros as numbers, not cents. */
export function cartEventParams(lines: AnalyticsLine[]) {
  const cents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  return {
    currency: 'EUR' as const,
    value: Number(centsToDecimal(cents)),
    items: lines.map((line) => ({
      item_id: line.packId,
      item_name: line.packLabel,
      ...(line.campaignTitle ? { item_brand: line.campaignTitle } : {}),
      ...(line.variant ? { item_variant: line.variant } : {}),
      price: Number(centsToDecimal(line.unitCents)),
      quantity: line.quantity,
    })),
  };
}
