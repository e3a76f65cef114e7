import { describe, expect, it } from '@jest/globals';
import { displayedSource, localBasketView, type CampaignData } from '../../web/src/features/basket/basketView';
import { deliveryPriceFor } from '../../web/src/features/basket/delivery';
import { EMPTY_LOCAL_BASKET } from '../../web/src/features/basket/local/localBasket';
import { formatCardNumber, luhnValid, parseExpiry, readCard } from '../../web/src/features/checkout/cardRules';
import { checkoutKey, forgetCheckoutKey, paymentKey } from '../../web/src/features/checkout/idempotencyKey';
import { canCancel, purchaseToSend } from '../../web/src/features/orders/orderRules';

const NOW = new Date('2026-11-23T00:00:00Z');

describe('the card form', () => {
  it.each([
    ['the test card that succeeds', '4242 4242 4242 4242', true],
    ['the declined test card', '4000 0000 0000 0002', true],
    ['the processing-error test card', '4000000000000119', true],
    ['a typo', '4242 4242 4242 4241', false],
  ])('Luhn: %s', (_, number, valid) => {
    expect(luhnValid(number.replace(/\s/g, ''))).toBe(valid);
  });

  it.each([
    ['12/28', { month: 12, year: 2028 }],
    ['0428', { month: 4, year: 2028 }],
    ['4/2030', { month: 4, year: 2030 }],
    ['13/28', null],
    ['soon', null],
  ])('expiry %s', (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  it.each([
    ['a good card', { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, []],
    ['this month still counts', { number: '4242424242424242', expiry: '11/26', cvc: '1234' }, []],
    ['last month is past', { number: '4242424242424242', expiry: '10/26', cvc: '123' }, ['expiry']],
    ['every field wrong', { number: '1234', expiry: 'x', cvc: '1' }, ['number', 'expiry', 'cvc']],
  ] as const)('%s', (_, fields, errors) => {
    const read = readCard(fields, NOW);
    expect('errors' in read ? read.errors : []).toEqual(errors);
  });

  it('groups digits by four as they are typed', () => {
    expect(formatCardNumber('4242x424242424242')).toBe('4242 4242 4242 4242');
  });
});

describe('one idempotency key per checkout attempt', () => {
  it('is made once, reused by retries, and forgotten after the attempt', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
    let made = 0;
    const create = () => `key-${++made}`;
    expect(checkoutKey('c1', storage, create)).toBe('key-1');
    expect(checkoutKey('c1', storage, create)).toBe('key-1');
    expect(checkoutKey('c2', storage, create)).toBe('key-2');
    forgetCheckoutKey('c1', storage);
    expect(checkoutKey('c1', storage, create)).toBe('key-3');
  });

  it('pays with one key per order and card: a retry reuses it, another card or order makes a new one', () => {
    const attempts = new Map<string, string>();
    let made = 0;
    const create = () => `pay-${++made}`;
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
    expect(paymentKey(attempts, '7', card, create)).toBe('pay-1');
    expect(paymentKey(attempts, '7', { ...card, number: '4242424242424242' }, create)).toBe('pay-1');
    expect(paymentKey(attempts, '7', { ...card, cvc: '124' }, create)).toBe('pay-2');
    expect(paymentKey(attempts, '8', card, create)).toBe('pay-3');
    expect(paymentKey(attempts, '7', card, create)).toBe('pay-1');
    // Only the keys are worth keeping: the card itself is never written to the page's storage.
    expect([...attempts.values()]).toEqual(['pay-1', 'pay-2', 'pay-3']);
  });
});

describe('orders', () => {
  it.each([
    ['CONFIRMED, never sent', 'CONFIRMED', null, ['o1']],
    ['CONFIRMED, already sent', 'CONFIRMED', '["o1"]', null],
    ['CONFIRMED, others sent', 'CONFIRMED', '["o0"]', ['o0', 'o1']],
    ['WAITING', 'WAITING', null, null],
    ['an unreadable list', 'CONFIRMED', '{oops', ['o1']],
  ] as const)('purchase once: %s', (_, status, sent, expected) => {
    expect(purchaseToSend(status, 'o1', sent)).toEqual(expected);
  });

  it.each([
    ['WAITING', 'ONGOING', true],
    ['CONFIRMED', 'ONGOING', true],
    ['CONFIRMED', 'ENDED', false],
    ['SHIPPED', 'ONGOING', false],
    ['CANCELED_BY_USER', 'ONGOING', false],
  ] as const)('cancel %s while %s: %s', (status, state, allowed) => {
    expect(canCancel(status, state)).toBe(allowed);
  });
});

describe('the basket shown', () => {
  it.each([
    ['a visitor', undefined, 2, 'local'],
    ['a signed-in user with server lines', 3, 2, 'server'],
    ['a signed-in user whose server basket is empty', 0, 2, 'local'],
    ['both empty', 0, 0, 'server'],
  ] as const)('%s', (_, server, local, source) => {
    expect(displayedSource(server, local)).toBe(source);
  });

  const campaign: CampaignData = {
    id: 'c1',
    url: 'tarot',
    title: 'Tarot',
    state: 'ONGOING',
    packs: [
      {
        id: 'p1',
        label: 'Duo',
        imageUrl: null,
        estimatedDelivery: '2027-03',
        stockLeft: 10,
        price: { cents: 8500 },
        options: [{ id: 'o1', label: 'Langue', values: [{ id: 'v1', label: 'Anglais' }] }],
      },
    ],
  };
  const line = (packId: string, value: string, quantity: number) => ({
    packId,
    campaignId: 'c1',
    campaignUrl: 'tarot',
    quantity,
    options: [{ optionId: 'o1', valueId: value }],
    added: '',
    updated: '',
  });

  it('prices local lines with the campaign, one shipment per campaign, and marks what is gone', () => {
    const view = localBasketView(
      {
        ...EMPTY_LOCAL_BASKET,
        items: [line('p1', 'v1', 2), line('p1', 'gone', 1), line('p9', 'v1', 1)],
        deliveryPrice: 490,
      },
      new Map([['tarot', campaign]]),
    );
    expect(view.groups).toHaveLength(1);
    expect(view.groups[0]!.lines.map((l) => [l.packLabel, l.lineCents, l.unavailable])).toEqual([
      ['Duo', 17000, false],
      ['Duo', 0, true],
      ['', 0, true],
    ]);
    expect(view.groups[0]!.lines[0]!.optionLabels).toEqual([{ option: 'Langue', value: 'Anglais' }]);
    expect([view.itemCount, view.itemsCents, view.deliveryCents, view.totalCents]).toEqual([4, 17000, 490, 17490]);
  });

  it('delivery: a zone, the rest of the world, or not delivered', () => {
    const rates = {
      zones: [{ countries: ['FR'], price: { cents: 490 } }],
      restOfWorld: { cents: 1500 },
      unsupported: ['KP'],
    };
    expect([deliveryPriceFor(rates, 'FR'), deliveryPriceFor(rates, 'US'), deliveryPriceFor(rates, 'KP')]).toEqual([
      490,
      1500,
      null,
    ]);
  });
});
