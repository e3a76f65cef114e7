/**
 * The visitor's basket (spec sections 3 and 4), as pure rules over a plain value: no React, no
 * storage. Field names are the spec's, so what is stored reads like the spec and the REST merge.
 */

/** Spec section 9: the storage key of the local basket. */
export const LOCAL_BASKET_KEY = 'LOCAL_BASKET_KEY';

/** The server refuses more than this on one line (`/basket/add`); the local basket agrees. */
export const MAX_LINE_QUANTITY = 99;

export interface BasketOption {
  pack_option_id: string;
  pack_option_value_id: string;
}

export interface LocalBasketItem {
  pack_id: string;
  campaign_id: string;
  /** Beyond the spec: the campaign page to read labels and prices from (no Apollo for visitors). */
  campaign_url: string;
  quantity: number;
  options: BasketOption[];
  /** Locale date strings (spec section 3). */
  added: string;
  updated: string;
}

export interface LocalAddress {
  first_name: string;
  last_name: string;
  line1: string;
  line2?: string | null;
  postal_code: string;
  city: string;
  country: string;
  phone?: string | null;
}

export interface LocalBasket {
  items: LocalBasketItem[];
  delivery_price: number | null;
  delivery_country: string | null;
  delivery_address: LocalAddress | null;
  /** Generated once per local basket: the server merges one id once (two tabs, retries). */
  merge_id: string | null;
}

/** What identifies a line: the pack and its option values. */
export type LineKey = Pick<LocalBasketItem, 'pack_id' | 'options'>;

export const EMPTY_LOCAL_BASKET: LocalBasket = {
  items: [],
  delivery_price: null,
  delivery_country: null,
  delivery_address: null,
  merge_id: null,
};

/** Option values compared as a set: the order options were picked in does not matter. */
function sameOptions(a: BasketOption[], b: BasketOption[]): boolean {
  if (a.length !== b.length) return false;
  const values = new Map(a.map((option) => [option.pack_option_id, option.pack_option_value_id]));
  return b.every((option) => values.get(option.pack_option_id) === option.pack_option_value_id);
}

export const sameLine = (a: LineKey, b: LineKey) => a.pack_id === b.pack_id && sameOptions(a.options, b.options);

/**
 * Spec section 4: the same pack with the same option values gains 1, anything else is appended
 * with quantity 1. `newMergeId` names the basket when it gets its first line.
 */
export function addItem(
  basket: LocalBasket,
  item: Pick<LocalBasketItem, 'pack_id' | 'campaign_id' | 'campaign_url' | 'options'>,
  now: string,
  newMergeId: () => string,
): LocalBasket {
  const existing = basket.items.find((line) => sameLine(line, item));
  const items = existing
    ? basket.items.map((line) =>
        line === existing ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY), updated: now } : line,
      )
    : [...basket.items, { ...item, options: [...item.options], quantity: 1, added: now, updated: now }];
  return { ...basket, items, merge_id: basket.merge_id ?? newMergeId() };
}

/** Sets a line's quantity; 0 (or less) removes the line (spec section 5). */
export function setQuantity(basket: LocalBasket, key: LineKey, quantity: number, now: string): LocalBasket {
  const wanted = Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
  const items =
    wanted <= 0
      ? basket.items.filter((line) => !sameLine(line, key))
      : basket.items.map((line) => (sameLine(line, key) ? { ...line, quantity: wanted, updated: now } : line));
  return { ...basket, items };
}

/** Removing a campaign removes all its items. */
export const removeCampaign = (basket: LocalBasket, campaignId: string): LocalBasket => ({
  ...basket,
  items: basket.items.filter((line) => line.campaign_id !== campaignId),
});

export const setDelivery = (basket: LocalBasket, country: string | null, price: number | null): LocalBasket => ({
  ...basket,
  delivery_country: country,
  delivery_price: price,
});

export const setDeliveryAddress = (basket: LocalBasket, address: LocalAddress | null): LocalBasket => ({
  ...basket,
  delivery_address: address,
});

/** Units in the basket: the top bar's badge. */
export const itemCount = (items: readonly { quantity: number }[]) =>
  items.reduce((sum, line) => sum + line.quantity, 0);

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function parseItem(value: unknown): LocalBasketItem | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const quantity = Number(item.quantity);
  const options = Array.isArray(item.options) ? item.options : [];
  const validOptions = options.filter(
    (option): option is BasketOption =>
      !!option &&
      isString((option as BasketOption).pack_option_id) &&
      isString((option as BasketOption).pack_option_value_id),
  );
  if (!isString(item.pack_id) || !isString(item.campaign_id) || validOptions.length !== options.length) return null;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  return {
    pack_id: item.pack_id,
    campaign_id: item.campaign_id,
    campaign_url: isString(item.campaign_url) ? item.campaign_url : '',
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    options: validOptions.map(({ pack_option_id, pack_option_value_id }) => ({ pack_option_id, pack_option_value_id })),
    added: isString(item.added) ? item.added : '',
    updated: isString(item.updated) ? item.updated : '',
  };
}

/**
 * What storage holds, read defensively: bad JSON, an older shape or a hand-edited value gives
 * the empty basket or drops the unreadable lines, never an error.
 */
export function parseLocalBasket(raw: string | null): LocalBasket {
  if (!raw) return EMPTY_LOCAL_BASKET;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_LOCAL_BASKET;
  }
  if (!value || typeof value !== 'object') return EMPTY_LOCAL_BASKET;
  const stored = value as Record<string, unknown>;
  const items = (Array.isArray(stored.items) ? stored.items : []).map(parseItem).filter((item) => item !== null);
  return {
    items,
    delivery_price: typeof stored.delivery_price === 'number' ? stored.delivery_price : null,
    delivery_country: isString(stored.delivery_country) ? stored.delivery_country : null,
    delivery_address:
      stored.delivery_address && typeof stored.delivery_address === 'object'
        ? (stored.delivery_address as LocalAddress)
        : null,
    merge_id: isString(stored.merge_id) ? stored.merge_id : null,
  };
}
