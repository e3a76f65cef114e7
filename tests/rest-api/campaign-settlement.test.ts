import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { settleCampaign, settleCampaignsJob } from '../../rest-api/src/campaigns/settle.js';
import { enqueueRefund } from '../../rest-api/src/payments/refund.js';
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
  stockLeftOf,
  testClock,
  type ShopPack,
} from '../support/shop.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';
import { expectWith } from '../support/expect-with.js';

const SECOND = 1000;

/**
 * All-or-nothing settlement (decision 0022) through the real rest-api and its job worker: when a
 * campaign's end date passes, the periodic job decides its outcome once; a missed goal cancels its
 * orders with the reason CAMPAIGN_NOT_FUNDED, gives the stock back and refunds every payment
 * through the provider, once.
 */
describe.each(BACKENDS)('campaign settlement on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  const clock = testClock();
  let alice: TestIdentity;
  let bob: TestIdentity;
  let funded: ShopPack;
  let missed: ShopPack;

  beforeAll(async () => {
    api = await startRestApi(backend, { clock: clock.read, jobs: { campaignSettleSeconds: 1 } });
    alice = await newCustomer(call, 'alice', 'Alice');
    bob = await newCustomer(call, 'bob', 'Bob');
    const packs = await ongoingPacks(api.db, false);
    funded = packs[0]!;
    missed = packs.find((pack) => pack.campaign_id !== funded.campaign_id)!;
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  const paidOrder = async (as: TestIdentity, pack: ShopPack) => {
    await basketReady(call, as, pack);
    const created = await createOrder(call, as, pack.campaign_id);
    expect(created.status).toBe(201);
    const paid = await call('POST', '/order/pay', { as, json: { order_id: created.body.order_id, card: CARDS.ok } });
    expect(paid.body.status).toBe('CONFIRMED');
    return created.body.order_id as number;
  };
  const waitingOrder = async (as: TestIdentity, pack: ShopPack) => {
    await basketReady(call, as, pack);
    const created = await createOrder(call, as, pack.campaign_id);
    expect(created.status).toBe(201);
    return created.body.order_id as number;
  };
  const orderOf = async (as: TestIdentity, orderId: number) => (await call('GET', `/order/${orderId}`, { as })).body;
  const historyOf = async (as: TestIdentity, orderId: number) =>
    ((await orderOf(as, orderId)).history as { status: string; reason: string | null }[]).map(
      (change) => `${change.status}${change.reason ? `/${change.reason}` : ''}`,
    );
  const campaignOf = async (url: string) =>
    (await call('GET', `/campaign/detail?url=${url}`)).body as { outcome: string | null; settled_at: string };
  const urlOf = async (campaignId: number) =>
    (await api.db.query<{ url: string }>('SELECT url FROM campaigns WHERE campaign_id = $1', [campaignId]))[0]!.url;
  const paymentsOf = (orderId: number) =>
    api.db.query<{ payment_id: string; ours: string; provider: string; refund_ref: string | null }>(
      `SELECT p.payment_id, p.status AS ours, t.status AS provider, t.refund_ref
       FROM payments p JOIN test_provider_payments t USING (payment_id) WHERE p.order_id = $1`,
      [orderId],
    );
  /** Ends the campaign a second ago, on the rest-api's clock and in SQL's `now()` (its state). */
  const endCampaign = async (campaignId: number, goalCents: number) => {
    await api.db.query(
      `UPDATE campaigns SET goal_cents = $2, end_at = LEAST(now(), $3::timestamptz) - interval '1 second',
         start_at = LEAST(start_at, now() - interval '2 days') WHERE campaign_id = $1`,
      [campaignId, goalCents, clock.now],
    );
  };
  /** The next period's tick of the settlement job runs on the moved clock. */
  const outcomeAfterTick = async (url: string) => {
    clock.advance(2 * SECOND);
    return (await campaignOf(url)).outcome;
  };

  it('lets the orders of a campaign that reached its goal proceed, and says so in their history', async () => {
    const orderId = await paidOrder(alice, funded);
    await endCampaign(funded.campaign_id, 1);
    const url = await urlOf(funded.campaign_id);
    expect((await campaignOf(url)).outcome).toBeNull();
    await eventually(async () => expect(await outcomeAfterTick(url)).toBe('FUNDED'), { timeout: 15_000 });
    expect((await campaignOf(url)).settled_at).toEqual(expect.any(String));
    expect((await orderOf(alice, orderId)).status).toBe('CONFIRMED');
    expect(await historyOf(alice, orderId)).toEqual(['WAITING', 'CONFIRMED', 'CONFIRMED/CAMPAIGN_FUNDED']);
    expect((await paymentsOf(orderId))[0]).toMatchObject({ ours: 'SUCCEEDED', provider: 'SUCCEEDED' });
  });

  it('cancels and refunds every order of a campaign that missed its goal, gives the stock back, once', async () => {
    const stockBefore = await stockLeftOf(api.db, missed.pack_id);
    const paid = await paidOrder(alice, missed);
    const waiting = await waitingOrder(bob, missed);
    const [raised] = await api.db.query<{ raised: number; backers: number }>(
      'SELECT amount_raised_cents::int AS raised, backer_count AS backers FROM campaigns WHERE campaign_id = $1',
      [missed.campaign_id],
    );
    await endCampaign(missed.campaign_id, raised!.raised * 3);
    const url = await urlOf(missed.campaign_id);
    await eventually(async () => expect(await outcomeAfterTick(url)).toBe('NOT_FUNDED'), { timeout: 15_000 });

    // The refund runs as its own job, through the provider.
    await eventually(
      async () =>
        expect((await paymentsOf(paid))[0]).toMatchObject({
          ours: 'REFUNDED',
          provider: 'REFUNDED',
          refund_ref: expect.any(String),
        }),
      { timeout: 15_000 },
    );
    expect((await orderOf(alice, paid)).status).toBe('CANCELED');
    expect(await historyOf(alice, paid)).toEqual([
      'WAITING',
      'CONFIRMED',
      'CANCELED/CAMPAIGN_NOT_FUNDED',
      'CANCELED/REFUNDED',
    ]);
    expect(await historyOf(bob, waiting)).toEqual(['WAITING', 'CANCELED/CAMPAIGN_NOT_FUNDED']);
    expect(await paymentsOf(waiting)).toEqual([]);
    expect(await stockLeftOf(api.db, missed.pack_id)).toBe(stockBefore);
    // The campaign's tally stays what it raised: the page says it was not funded and refunded.
    const [after] = await api.db.query<{ raised: number }>(
      'SELECT amount_raised_cents::int AS raised FROM campaigns WHERE campaign_id = $1',
      [missed.campaign_id],
    );
    expect(after!.raised).toBe(raised!.raised);

    // Settled again (another replica, a job run twice), refunded again: nothing more happens.
    const { refund_ref: refundRef, payment_id: paymentId } = (await paymentsOf(paid))[0]!;
    expect(await settleCampaign(api.db, missed.campaign_id, clock.now)).toBeNull();
    await settleCampaignsJob({ db: api.db, clock: clock.read, wake: () => {} })();
    await api.db.transaction((tx) => enqueueRefund(tx, paymentId, clock.now));
    clock.advance(2 * SECOND);
    const jobs = await api.db.query<{ n: number; pending: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE done_at IS NULL)::int AS pending FROM jobs
       WHERE kind = 'payment.refund' AND payload->>'paymentId' = $1`,
      [paymentId],
    );
    expect(jobs[0]).toEqual({ n: 1, pending: 0 });
    expect((await paymentsOf(paid))[0]!.refund_ref).toBe(refundRef);
    expect((await historyOf(alice, paid)).filter((entry) => entry.endsWith('/REFUNDED'))).toHaveLength(1);
    expect((await historyOf(alice, paid)).filter((entry) => entry.endsWith('CAMPAIGN_NOT_FUNDED'))).toHaveLength(1);
  });

  it('settles the seeded campaigns that ended: the one at a third of its goal is not funded', async () => {
    const ended = await api.db.query<{ url: string; funded: boolean }>(
      `SELECT url, amount_raised_cents >= goal_cents AS funded FROM campaigns
       WHERE end_at < now() - interval '1 day' ORDER BY url`,
    );
    expect(ended.length).toBeGreaterThan(1);
    for (const { url, funded: reached } of ended) {
      expectWith((await campaignOf(url)).outcome, url).toBe(reached ? 'FUNDED' : 'NOT_FUNDED');
    }
    expect(ended.some((campaign) => !campaign.funded)).toBe(true);
    expect(ended.some((campaign) => campaign.funded)).toBe(true);
  });
});
