import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import type { Handlers, Requester, SignedInHandlers } from '../http/contract.js';
import { fieldError, HttpError, notFound } from '../http/errors.js';
import { findUserId, requireUserId } from '../users/users.js';
import { checkCampaign } from './check.js';
import type { BasketDeps } from './deps.js';
import { deliveryRate, DELIVERY_ZONES, REST_OF_WORLD_PRICE, UNSUPPORTED_COUNTRIES } from './delivery.js';
import { campaignUnavailable, outOfStock } from './errors.js';
import { canonicalOptions, optionsKey } from './lines.js';
import { loadPackRules, type PackRule } from './packs.js';
import { judgeLine, quantityMessage, type LineVerdict } from './rules.js';
import { loadBasket, lockBasket, touchBasket } from './store.js';

type BasketOption = components['schemas']['BasketOption'];

/** The refusal of a line that does not fit, as `/basket/add` and `POST /basket` answer it. */
function refuse(verdict: Exclude<LineVerdict, { fits: true }>, pack: PackRule | undefined, campaignId: number): never {
  switch (verdict.why) {
    case 'PACK_UNAVAILABLE':
      throw fieldError(422, 'body.pack_id', `is not a pack of campaign ${campaignId}`);
    case 'CAMPAIGN_UNAVAILABLE':
      throw campaignUnavailable(campaignId);
    case 'OPTION_UNAVAILABLE':
      throw new HttpError(422, verdict.errors.map((e) => `${e.field} ${e.message}`).join('; '), {
        errors: verdict.errors,
      });
    case 'MAX_QUANTITY':
      throw fieldError(422, 'body.quantity', quantityMessage(pack!, verdict.why, verdict.max));
    default:
      throw outOfStock('body.quantity', quantityMessage(pack!, verdict.why, verdict.max), pack!.pack_id);
  }
}

/** The units of a pack already in the user's basket: on the line with `key`, and on its other lines. */
export async function unitsInBasket(tx: Queryable, userId: number, packId: number, key: string) {
  const rows = await tx.query<{ options_key: string; quantity: number }>(
    'SELECT options_key, quantity FROM basket_items WHERE user_id = $1 AND pack_id = $2',
    [userId, packId],
  );
  const line = rows.find((row) => row.options_key === key);
  const elsewhere = rows.filter((row) => row !== line).reduce((sum, row) => sum + row.quantity, 0);
  return { line: line?.quantity, elsewhere };
}

/** Whether the user's basket has a line (an expired basket's lines count: they are still shown). */
export async function hasLines(tx: Queryable, userId: number): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM basket_items WHERE user_id = $1) AS found',
    [userId],
  );
  return row?.found === true;
}

/** Writes a line with its quantity, whether it exists or not. */
export async function writeLine(
  tx: Queryable,
  userId: number,
  line: { campaignId: number; packId: number; options: BasketOption[]; quantity: number },
  now: Date,
) {
  await tx.query(
    `INSERT INTO basket_items (user_id, campaign_id, pack_id, options_key, options, quantity, added_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)
     ON CONFLICT (user_id, pack_id, options_key) DO UPDATE SET quantity = EXCLUDED.quantity, updated_at = EXCLUDED.updated_at`,
    [userId, line.campaignId, line.packId, optionsKey(line.options), JSON.stringify(line.options), line.quantity, now],
  );
}

export function basketHandlers({ db, clock, releaseExpiredReservations }: BasketDeps): SignedInHandlers {
  /** Runs a change of the requester's basket under its lock, then answers the whole basket. */
  const change = async (requester: Requester, work: (tx: Queryable, userId: number, now: Date) => Promise<void>) => {
    const now = clock();
    await releaseExpiredReservations(db, now);
    const userId = await requireUserId(db, requester);
    await db.transaction(async (tx) => {
      await lockBasket(tx, userId, now);
      await work(tx, userId, now);
      await touchBasket(tx, userId, now);
    });
    return loadBasket(db, userId, now);
  };

  return {
    async getBasket({ requester }) {
      return loadBasket(db, await findUserId(db, requester), clock());
    },

    addToBasket: ({ requester, body }) =>
      change(requester, async (tx, userId, now) => {
        const [pack] = (await loadPackRules(tx, [body.pack_id])).values();
        if (!pack) throw notFound('Pack', 'body.pack_id');
        if (pack.campaign_id !== body.campaign_id) {
          const known = await tx.query('SELECT 1 FROM campaigns WHERE campaign_id = $1', [body.campaign_id]);
          if (known.length === 0) throw notFound('Campaign', 'body.campaign_id');
        }
        const options = canonicalOptions(body.options ?? []);
        const held = await unitsInBasket(tx, userId, body.pack_id, optionsKey(options));
        const quantity = (held.line ?? 0) + (body.quantity ?? 1);
        const verdict = judgeLine(
          pack,
          { campaignId: body.campaign_id, options, quantity, elsewhere: held.elsewhere },
          now,
          'body.options',
        );
        if (!verdict.fits) refuse(verdict, pack, body.campaign_id);
        await writeLine(tx, userId, { campaignId: body.campaign_id, packId: body.pack_id, options, quantity }, now);
      }),

    modifyBasket: ({ requester, body }) =>
      change(requester, async (tx, userId, now) => {
        const options = canonicalOptions(body.options ?? []);
        const key = optionsKey(options);
        const held = await unitsInBasket(tx, userId, body.pack_id, key);
        if (held.line === undefined)
          throw fieldError(404, 'body.pack_id', 'has no line with these options in the basket');
        if (body.quantity === 0) {
          await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND pack_id = $2 AND options_key = $3', [
            userId,
            body.pack_id,
            key,
          ]);
          return;
        }
        // Lowering a quantity never needs the rules: a buyer can always want less.
        if (body.quantity > held.line) {
          const [pack] = (await loadPackRules(tx, [body.pack_id])).values();
          const wish = { campaignId: body.campaign_id, options, quantity: body.quantity, elsewhere: held.elsewhere };
          const verdict = judgeLine(pack, wish, now, 'body.options');
          if (!verdict.fits) refuse(verdict, pack, body.campaign_id);
        }
        await writeLine(
          tx,
          userId,
          { campaignId: body.campaign_id, packId: body.pack_id, options, quantity: body.quantity },
          now,
        );
      }),

    async emptyBasket({ requester, query }) {
      const userId = await findUserId(db, requester);
      if (userId === undefined) return loadBasket(db, undefined, clock());
      return change(requester, async (tx) => {
        await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND ($2::int IS NULL OR campaign_id = $2)', [
          userId,
          query.campaign_id ?? null,
        ]);
      });
    },

    setBasketDelivery: ({ requester, body }) =>
      change(requester, async (tx, userId) => {
        const rate = deliveryRate(body.delivery_country);
        if ('refused' in rate) {
          const why =
            rate.refused === 'unknown' ? 'is not an ISO 3166-1 country code' : 'is a country we do not deliver to';
          throw fieldError(422, 'body.delivery_country', why);
        }
        if (rate.price !== body.delivery_price) {
          throw fieldError(422, 'body.delivery_price', `must be ${rate.price} for ${body.delivery_country}`);
        }
        // An address in another country no longer fits the delivery chosen: it goes.
        await tx.query(
          `UPDATE baskets SET delivery_country = $2, delivery_price_cents = $3,
             delivery_address = CASE WHEN delivery_address->>'country' = $2 THEN delivery_address END
           WHERE user_id = $1`,
          [userId, body.delivery_country, rate.price],
        );
      }),

    setBasketDeliveryAddress: ({ requester, body }) =>
      change(requester, async (tx, userId) => {
        const rate = deliveryRate(body.country);
        if ('refused' in rate) throw fieldError(422, 'body.country', 'is a country we do not deliver to');
        const [basket] = await tx.query<{ delivery_country: string | null }>(
          'SELECT delivery_country FROM baskets WHERE user_id = $1',
          [userId],
        );
        // The delivery price was chosen for a country: an address elsewhere would ship at the wrong price.
        if (basket?.delivery_country && basket.delivery_country !== body.country) {
          throw fieldError(
            422,
            'body.country',
            `must be the delivery country ${basket.delivery_country}; choose the delivery first`,
          );
        }
        const address = { ...body, line2: body.line2 ?? null, phone: body.phone ?? null };
        await tx.query('UPDATE baskets SET delivery_address = $2::jsonb WHERE user_id = $1', [
          userId,
          JSON.stringify(address),
        ]);
      }),

    async checkBasket({ requester, query }) {
      const now = clock();
      await releaseExpiredReservations(db, now);
      const userId = await findUserId(db, requester);
      return (await checkCampaign(db, userId, query.campaign_id, now, 'query.campaign_id')).answer;
    },

    async checkOrder({ requester, body }) {
      const now = clock();
      await releaseExpiredReservations(db, now);
      const userId = await findUserId(db, requester);
      return (await checkCampaign(db, userId, body.campaign_id, now, 'body.campaign_id')).answer;
    },
  };
}

/** The delivery rates are public: the basket page shows them before anyone signs in. */
export const deliveryRateHandlers = (): Handlers => ({
  getDeliveryRates: async () => ({
    zones: DELIVERY_ZONES.map((zone) => ({ countries: [...zone.countries], price: zone.price })),
    rest_of_world: REST_OF_WORLD_PRICE,
    unsupported: [...UNSUPPORTED_COUNTRIES],
    currency: 'EUR',
  }),
});
