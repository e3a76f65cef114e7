import { HttpError } from '../http/errors.js';

/** 409 CAMPAIGN_UNAVAILABLE: the campaign is not ongoing (not started, or ended). */
export const campaignUnavailable = (campaignId: number) =>
  new HttpError(409, `Campaign ${campaignId} is not open for orders`, { code: 'CAMPAIGN_UNAVAILABLE' });

/** 410 BASKET_EXPIRED: 30 days without a change; changing or emptying the basket revives it. */
export const basketExpired = () =>
  new HttpError(410, 'The basket has expired: change or empty it to go on', { code: 'BASKET_EXPIRED' });

/** 422 OUT_OF_STOCK about one field or basket line, carrying the pack it is about. */
export const outOfStock = (field: string, message: string, packId: number) =>
  new HttpError(422, `${field} ${message}`, { code: 'OUT_OF_STOCK', errors: [{ field, message, pack_id: packId }] });
