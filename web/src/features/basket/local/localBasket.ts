import type { AddressInput, BasketOptionInput } from '@/graphql/generated/graphql';

/**
 * The visitor's basket (spec sections 3 and 4), as pure rules over a plain value: no React, no
 * storage. Field names are the GraphQL schema's, so a line goes to the API as it is stored.
 */

/** Spec section 9: the storage key of the local basket. */
export const LOCAL_BASKET_KEY = 'LOCAL_BASKET_KEY';

/** The server refuses more than this on one line (`/basket/add`); the local basket agrees. */
export const MAX_LINE_QUANTITY = 99;

export type BasketOption = BasketOptionInput;

export interface LocalBasketItem {
  packId: string;
  campaignId: string;
  /** Beyond the spec: the campaign page to read labels and prices from (no Apollo for visitors). */
  campaignUrl: string;
  quantity: number;
  options: BasketOption[];
  /** Locale date strings (spec section 3). */
  added: string;
  updated: string;
}

export type LocalAddress = AddressInput;

export interface LocalBasket {
  items: LocalBasketItem[];
  deliveryPrice: number | null;
  deliveryCountry: string | null;
  deliveryAddress: LocalAddress | null;
  /** Generated once per local basket: the server merges one id once (two tabs, retries). */
  mergeId: string | null;
}

/** What identifies a line: the pack and its option values. */
export type LineKey = Pick<LocalBasketItem, 'packId' | 'options'>;

export const EMPTY_LOCAL_BASKET: LocalBasket = {
  items: [],
  deliveryPrice: null,
  deliveryCountry: null,
  deliveryAddress: null,
  mergeId: null,
};

/** Option values compared as a set: the order options were picked in does not matter. */
function sameOptions(a: BasketOption[], b: BasketOption[]): boolean {
  if (a.length !== b.length) return false;
  const values = new Map(a.map((option) => [option.optionId, option.valueId]));
  return b.every((option) => values.get(option.optionId) === option.valueId);
}

export const sameLine = (a: LineKey, b: LineKey) => a.packId === b.packId && sameOptions(a.options, b.options);

/**
 * Spec section 4: the same pack with the same option values gains 1, anything else is appended
 * with quantity 1. `newMergeId` names the basket when it gets its first line.
 */
export function addItem(
  basket: LocalBasket,
  item: Pick<LocalBasketItem, 'packId' | 'campaignId' | 'campaignUrl' | 'options'>,
  now: string,
  newMergeId: () => string,
): LocalBasket {
  const existing = basket.items.find((line) => sameLine(line, item));
  const items = existing
    ? basket.items.map((line) =>
        line === existing ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY), updated: now } : line,
      )
    : [...basket.items, { ...item, options: [...item.options], quantity: 1, added: now, updated: now }];
  return { ...basket, items, mergeId: basket.mergeId ?? newMergeId() };
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
  items: basket.items.filter((line) => line.campaignId !== campaignId),
});

export const setDelivery = (basket: LocalBasket, country: string | null, price: number | null): LocalBasket => ({
  ...basket,
  deliveryCountry: country,
  deliveryPrice: price,
});

export const setDeliveryAddress = (basket: LocalBasket, address: LocalAddress | null): LocalBasket => ({
  ...basket,
  deliveryAddress: address,
});

/** Units in the basket: the top bar's badge. */
export const itemCount = (items: readonly { quantity: number }[]) =>
  items.reduce((sum, line) => sum + line.quantity, 0);

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * A stored field by its GraphQL name, or by the REST name baskets were stored with until
 * 2026-11 (`pack_id`, `delivery_address`…): such a basket is read once in the old shape and
 * written back in the new one at its next change (`localBasketStore`).
 */
function field(stored: Record<string, unknown>, name: string): unknown {
  return stored[name] ?? stored[name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)];
}

function parseOption(value: unknown): BasketOption | null {
  if (!value || typeof value !== 'object') return null;
  const option = value as Record<string, unknown>;
  const optionId = option.optionId ?? option.pack_option_id;
  const valueId = option.valueId ?? option.pack_option_value_id;
  return isString(optionId) && isString(valueId) ? { optionId, valueId } : null;
}

function parseItem(value: unknown): LocalBasketItem | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  const [packId, campaignId, campaignUrl] = ['packId', 'campaignId', 'campaignUrl'].map((name) => field(item, name));
  const quantity = Number(item.quantity);
  const stored = Array.isArray(item.options) ? item.options : [];
  const options = stored.map(parseOption).filter((option) => option !== null);
  if (!isString(packId) || !isString(campaignId) || options.length !== stored.length) return null;
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  return {
    packId,
    campaignId,
    campaignUrl: isString(campaignUrl) ? campaignUrl : '',
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    options,
    added: isString(item.added) ? item.added : '',
    updated: isString(item.updated) ? item.updated : '',
  };
}

function parseAddress(value: unknown): LocalAddress | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  const text = (name: string) => {
    const found = field(stored, name);
    return typeof found === 'string' ? found : '';
  };
  const optional = (name: string) => text(name) || null;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    line1: text('line1'),
    line2: optional('line2'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: text('country'),
    phone: optional('phone'),
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
  const deliveryPrice = field(stored, 'deliveryPrice');
  const deliveryCountry = field(stored, 'deliveryCountry');
  const mergeId = field(stored, 'mergeId');
  return {
    items,
    deliveryPrice: typeof deliveryPrice === 'number' ? deliveryPrice : null,
    deliveryCountry: isString(deliveryCountry) ? deliveryCountry : null,
    deliveryAddress: parseAddress(field(stored, 'deliveryAddress')),
    mergeId: isString(mergeId) ? mergeId : null,
  };
}
