import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import type { TestIdentity } from '../support/identity.js';
import { restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import {
  basketReady,
  CARDS,
  createOrder,
  newCustomer,
  ongoingPacks,
  setStockLeft,
  stockLeftOf,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

// The requirement: the last units of a pack never go to more orders than they cover, with
// every order racing at once. On the PostgreSQL server the 20 requests run on separate connections
// at the same time; PGlite runs one transaction at a time, so there the race is only queued.
describe.each(BACKENDS)('the last units of a pack on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  let pack: ShopPack;
  let buyers: TestIdentity[];

  beforeAll(async () => {
    api = await startRestApi(backend);
    pack = (await ongoingPacks(api.db, true))[2]!;
    buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(call, `racer${i}`)));
    await setStockLeft(api.db, pack.pack_id, 5);
    for (const buyer of buyers) await basketReady(call, buyer, pack, 1);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('go to exactly 5 of 20 concurrent orders, which pay and are CONFIRMED; the 15 others are told why', async () => {
    const answers = await Promise.all(buyers.map((buyer) => createOrder(call, buyer, pack.campaign_id)));
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const refusal of lost) {
      expect(refusal.status).toBe(422);
      expect(refusal.body.code).toBe('OUT_OF_STOCK');
      expect(refusal.body.errors).toEqual([
        { field: 'basket.items.0.quantity', message: expect.stringMatching(/sold out/), pack_id: pack.pack_id },
      ]);
    }
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(0);

    const winners = buyers.filter((_, i) => answers[i]!.status === 201);
    const paid = await Promise.all(
      winners.map((buyer, i) =>
        call('POST', '/order/pay', { as: buyer, json: { order_id: won[i]!.body.order_id, card: CARDS.ok } }),
      ),
    );
    expect(paid.map((a) => a.body.status)).toEqual(Array(5).fill('CONFIRMED'));
    expect(await stockLeftOf(api.db, pack.pack_id)).toBe(0);
    const [{ orders }] = (await api.db.query<{ orders: number }>(
      "SELECT count(*)::int AS orders FROM orders o JOIN order_items i USING (order_id) WHERE i.pack_id = $1 AND o.status = 'CONFIRMED'",
      [pack.pack_id],
    )) as [{ orders: number }];
    expect(orders).toBe(5);
    // The losers still have their line, to change or remove.
    const loser = buyers.find((_, i) => answers[i]!.status !== 201)!;
    expect((await call('GET', '/basket', { as: loser })).body.items).toHaveLength(1);
  });
});
