/** A priced line: what the buyer pays for it is `unitPrice × quantity`. */
export interface PricedLine {
  campaignId: number;
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  items: number;
  /** Null until a delivery rate is known. */
  delivery: number | null;
  total: number;
}

/**
 * The amounts of a set of lines: the items at their prices, and one shipment per campaign at
 * `deliveryPrice` (each author ships their own packs). Integer cents throughout.
 */
export function totals(lines: readonly PricedLine[], deliveryPrice: number | null): Totals {
  const items = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipments = new Set(lines.map((line) => line.campaignId)).size;
  const delivery = deliveryPrice === null ? null : deliveryPrice * shipments;
  return { items, delivery, total: items + (delivery ?? 0) };
}
