import { describe, expect, it } from '@jest/globals';
import {
  addItem,
  EMPTY_LOCAL_BASKET,
  itemCount,
  parseLocalBasket,
  removeCampaign,
  setQuantity,
  type BasketOption,
  type LocalBasket,
} from '../../web/src/features/basket/local/localBasket';

const T0 = '01/03/2026 10:00:00';
const T1 = '01/03/2026 10:05:00';
const opt = (option: string, value: string): BasketOption => ({ optionId: option, valueId: value });
const pack = (packId: string, options: BasketOption[] = [], campaignId = 'c1') => ({
  packId,
  campaignId,
  campaignUrl: `campaign-${campaignId}`,
  options,
});
const mergeId = () => 'merge-1';
/** Lines as [pack, option values, quantity] for short expectations. */
const lines = (basket: LocalBasket) =>
  basket.items.map((item) => [item.packId, item.options.map((o) => o.valueId).join('+'), item.quantity]);

function basketOf(...adds: ReturnType<typeof pack>[]): LocalBasket {
  return adds.reduce<LocalBasket>((basket, item) => addItem(basket, item, T0, mergeId), EMPTY_LOCAL_BASKET);
}

describe('adding to the local basket (spec section 4)', () => {
  it.each([
    ['a first pack is appended with quantity 1', [pack('p1')], [['p1', '', 1]]],
    ['the same pack again raises its quantity by 1', [pack('p1'), pack('p1')], [['p1', '', 2]]],
    [
      'the same pack with the same option values raises the quantity',
      [pack('p1', [opt('size', 'M'), opt('color', 'red')]), pack('p1', [opt('size', 'M'), opt('color', 'red')])],
      [['p1', 'M+red', 2]],
    ],
    [
      'option values picked in another order are the same line',
      [pack('p1', [opt('size', 'M'), opt('color', 'red')]), pack('p1', [opt('color', 'red'), opt('size', 'M')])],
      [['p1', 'M+red', 2]],
    ],
    [
      'the same pack with other option values is appended',
      [pack('p1', [opt('size', 'M')]), pack('p1', [opt('size', 'L')])],
      [
        ['p1', 'M', 1],
        ['p1', 'L', 1],
      ],
    ],
    [
      'another pack is appended after the first',
      [pack('p1'), pack('p2'), pack('p1')],
      [
        ['p1', '', 2],
        ['p2', '', 1],
      ],
    ],
  ] as const)('%s', (_, adds, expected) => {
    expect(lines(basketOf(...adds))).toEqual(expected);
  });

  it('keeps the added date and moves the updated date', () => {
    const once = addItem(EMPTY_LOCAL_BASKET, pack('p1'), T0, mergeId);
    const twice = addItem(once, pack('p1'), T1, mergeId);
    expect(twice.items[0]).toMatchObject({ added: T0, updated: T1, quantity: 2 });
  });

  it('names the basket once, for the login merge', () => {
    const ids = ['first', 'second'];
    const next = () => ids.shift()!;
    const basket = addItem(addItem(EMPTY_LOCAL_BASKET, pack('p1'), T0, next), pack('p2'), T0, next);
    expect(basket.mergeId).toBe('first');
  });

  it('stops at 99 on a line, as the server does', () => {
    let basket = setQuantity(basketOf(pack('p1')), pack('p1'), 99, T0);
    basket = addItem(basket, pack('p1'), T1, mergeId);
    expect(lines(basket)).toEqual([['p1', '', 99]]);
  });

  it('does not change the basket it was given', () => {
    const basket = basketOf(pack('p1'));
    addItem(basket, pack('p1'), T1, mergeId);
    expect(lines(basket)).toEqual([['p1', '', 1]]);
  });
});

describe('changing quantities and removing', () => {
  const start = basketOf(pack('p1', [opt('size', 'M')]), pack('p1', [opt('size', 'L')]), pack('p2', [], 'c2'));

  it.each([
    [
      'a quantity replaces the line’s',
      pack('p1', [opt('size', 'M')]),
      3,
      [
        ['p1', 'M', 3],
        ['p1', 'L', 1],
        ['p2', '', 1],
      ],
    ],
    [
      '0 removes that line only',
      pack('p1', [opt('size', 'M')]),
      0,
      [
        ['p1', 'L', 1],
        ['p2', '', 1],
      ],
    ],
    [
      'a negative quantity removes too',
      pack('p2', [], 'c2'),
      -1,
      [
        ['p1', 'M', 1],
        ['p1', 'L', 1],
      ],
    ],
    [
      'an unknown line changes nothing',
      pack('p9'),
      4,
      [
        ['p1', 'M', 1],
        ['p1', 'L', 1],
        ['p2', '', 1],
      ],
    ],
    [
      'more than 99 is 99',
      pack('p2', [], 'c2'),
      150,
      [
        ['p1', 'M', 1],
        ['p1', 'L', 1],
        ['p2', '', 99],
      ],
    ],
  ] as const)('%s', (_, key, quantity, expected) => {
    expect(lines(setQuantity(start, key, quantity, T1))).toEqual(expected);
  });

  it('updates the date of the changed line only', () => {
    const changed = setQuantity(start, pack('p1', [opt('size', 'L')]), 2, T1);
    expect(changed.items.map((item) => item.updated)).toEqual([T0, T1, T0]);
  });

  it('removing a campaign removes all its items', () => {
    expect(lines(removeCampaign(start, 'c1'))).toEqual([['p2', '', 1]]);
    expect(lines(removeCampaign(start, 'c2'))).toEqual([
      ['p1', 'M', 1],
      ['p1', 'L', 1],
    ]);
  });

  it('counts units, not lines', () => {
    expect(itemCount(setQuantity(start, pack('p2', [], 'c2'), 5, T1).items)).toBe(7);
    expect(itemCount([])).toBe(0);
  });
});

describe('reading storage', () => {
  const good = JSON.stringify(basketOf(pack('p1', [opt('size', 'M')])));

  it.each([
    ['nothing stored', null, 0],
    ['bad JSON', '{"items": [', 0],
    ['a number', '42', 0],
    ['items that are not a list', '{"items": "p1"}', 0],
    ['a stored basket', good, 1],
    ['a line without its pack', '{"items": [{"campaignId": "c1", "quantity": 1, "options": []}]}', 0],
    ['a line with a zero quantity', '{"items": [{"packId": "p1", "campaignId": "c1", "quantity": 0}]}', 0],
    [
      'a line with a broken option',
      '{"items": [{"packId": "p1", "campaignId": "c1", "quantity": 1, "options": [{}]}]}',
      0,
    ],
  ] as const)('%s', (_, raw, count) => {
    expect(parseLocalBasket(raw).items).toHaveLength(count);
  });

  it('round-trips a basket with its delivery', () => {
    const basket: LocalBasket = { ...basketOf(pack('p1')), deliveryCountry: 'FR', deliveryPrice: 600 };
    expect(parseLocalBasket(JSON.stringify(basket))).toEqual(basket);
  });

  it('reads a basket stored with the REST names before 2026-11 as the same basket', () => {
    const stored = {
      items: [
        {
          pack_id: 'p1',
          campaign_id: 'c1',
          campaign_url: 'tarot',
          quantity: 2,
          options: [{ pack_option_id: 'size', pack_option_value_id: 'M' }],
          added: T0,
          updated: T1,
        },
      ],
      delivery_price: 490,
      delivery_country: 'BE',
      delivery_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        line1: '1 rue de la Loi',
        postal_code: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
      merge_id: 'merge-1',
    };
    expect(parseLocalBasket(JSON.stringify(stored))).toEqual({
      items: [
        {
          packId: 'p1',
          campaignId: 'c1',
          campaignUrl: 'tarot',
          quantity: 2,
          options: [{ optionId: 'size', valueId: 'M' }],
          added: T0,
          updated: T1,
        },
      ],
      deliveryPrice: 490,
      deliveryCountry: 'BE',
      deliveryAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        line1: '1 rue de la Loi',
        line2: null,
        postalCode: '1000',
        city: 'Bruxelles',
        country: 'BE',
        phone: null,
      },
      mergeId: 'merge-1',
    });
  });
});
