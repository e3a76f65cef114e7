import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { HttpError, notFound } from '../http/errors.js';
import { deliveryRate } from './delivery.js';
import { basketExpired, campaignUnavailable } from './errors.js';
import { campaignWindow, isOngoing, loadPackRules, type PackRule } from './packs.js';
import { totals } from './pricing.js';
import { judgeLine, quantityMessage } from './rules.js';
import { isExpired, readBasket, type LineRow, type StoredBasket } from './store.js';

type BasketCheck = components['schemas']['BasketCheck'];
type FieldError = components['schemas']['FieldError'];

/** A campaign's lines that passed the check, with what an order needs to be written from them. */
export interface CheckedCampaign {
  answer: BasketCheck;
  /** The campaign's lines, with their index in `Basket.items` (how errors name them). */
  lines: { line: LineRow; index: number }[];
  packs: Map<number, PackRule>;
  stored: StoredBasket;
}

/** Units of the line's pack on the other lines of the basket: they draw on the same stock. */
const elsewhere = (lines: readonly LineRow[], line: LineRow) =>
  lines.filter((other) => other !== line && other.pack_id === line.pack_id).reduce((sum, o) => sum + o.quantity, 0);

/** A line's refusal, and whether it is about stock (all of them stock: the answer has code OUT_OF_STOCK). */
interface LineError {
  error: FieldError;
  stock: boolean;
}

/** Why each line no longer fits, named `basket.items.<index>...` and carrying its pack. */
function lineErrors(
  stored: StoredBasket,
  campaignLines: CheckedCampaign['lines'],
  packs: Map<number, PackRule>,
  now: Date,
) {
  return campaignLines.flatMap(({ line, index }): LineError[] => {
    const pack = packs.get(line.pack_id);
    const field = `basket.items.${index}`;
    const wish = {
      campaignId: line.campaign_id,
      options: line.options,
      quantity: line.quantity,
      elsewhere: elsewhere(stored.lines, line),
    };
    const verdict = judgeLine(pack, wish, now, `${field}.options`);
    const about = (error: FieldError, stock = false) => ({ error: { ...error, pack_id: line.pack_id }, stock });
    if (verdict.fits || verdict.why === 'CAMPAIGN_UNAVAILABLE') return [];
    if (verdict.why === 'OPTION_UNAVAILABLE') return verdict.errors.map((e) => about(e));
    if (verdict.why === 'PACK_UNAVAILABLE')
      return [about({ field: `${field}.pack_id`, message: 'is no longer available' })];
    // A quantity verdict is only ever given about a pack that exists.
    const message = quantityMessage(pack!, verdict.why, verdict.max);
    return [about({ field: `${field}.quantity`, message }, verdict.why !== 'MAX_QUANTITY')];
  });
}

/**
 * The checks of `/basket/check`, `/order/check` and `/order/create`, in this order: the campaign
 * exists (404 on `campaignField`), the basket has not expired (410), the campaign is ongoing (409),
 * the basket has lines of it (422 on `campaignField`), each line still fits (422, every line that
 * does not). Answers the lines priced at today's prices and the delivery rate of today.
 */
export async function checkCampaign(
  db: Queryable,
  userId: number | undefined,
  campaignId: number,
  now: Date,
  campaignField: string,
): Promise<CheckedCampaign> {
  const campaign = await campaignWindow(db, campaignId);
  if (!campaign) throw notFound('Campaign', campaignField);
  const stored = await readBasket(db, userId);
  if (isExpired(stored.basket?.updated_at, now)) throw basketExpired();
  if (!isOngoing(campaign, now)) throw campaignUnavailable(campaignId);
  const lines = stored.lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.campaign_id === campaignId);
  if (lines.length === 0) {
    throw new HttpError(422, `${campaignField} has no line in the basket`, {
      errors: [{ field: campaignField, message: 'has no line in the basket' }],
    });
  }
  const packs = await loadPackRules(
    db,
    lines.map(({ line }) => line.pack_id),
  );
  const errors = lineErrors(stored, lines, packs, now);
  if (errors.length > 0) {
    const onlyStock = errors.every((e) => e.stock);
    const fields = errors.map((e) => e.error);
    throw new HttpError(422, fields.map((e) => `${e.field} ${e.message}`).join('; '), {
      ...(onlyStock ? { code: 'OUT_OF_STOCK' as const } : {}),
      errors: fields,
    });
  }
  const country = stored.basket?.delivery_country ?? null;
  const rate = country === null ? undefined : deliveryRate(country);
  const deliveryPrice = rate && 'price' in rate ? rate.price : null;
  const priced = lines.map(({ line }) => ({
    line,
    unitPrice: packs.get(line.pack_id)?.price_cents ?? line.price_cents,
  }));
  const amounts = totals(
    priced.map(({ line, unitPrice }) => ({ campaignId, unitPrice, quantity: line.quantity })),
    deliveryPrice ?? 0,
  );
  return {
    answer: {
      campaign_id: campaignId,
      items: priced.map(({ line, unitPrice }) => ({
        pack_id: line.pack_id,
        quantity: line.quantity,
        unit_price: unitPrice,
        options: line.options,
      })),
      items_amount: amounts.items,
      delivery_amount: amounts.delivery ?? 0,
      total_amount: amounts.total,
      currency: 'EUR',
      delivery_country: country,
    },
    lines,
    packs,
    stored,
  };
}
