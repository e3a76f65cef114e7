import type { Clock } from '../clock.js';
import { crashPoint } from '../crash-point.js';
import type { Database } from '../db/database.js';
import { enqueueCampaignOutcomeEmails } from '../emails/outbox.js';
import type { components } from '../generated/rest-api.js';
import type { JobHandler } from '../jobs/runner.js';
import { enqueueRefund } from '../payments/refund.js';
import { changeStatus, PAID } from '../orders/status.js';
import { returnStock } from '../orders/stock.js';

export type CampaignOutcome = components['schemas']['CampaignOutcome'];

export const SETTLE_CAMPAIGNS_JOB = 'campaigns.settle';

/** History reason of the orders of a campaign that reached its goal: they go on to fulfilment. */
export const CAMPAIGN_FUNDED_REASON = 'CAMPAIGN_FUNDED';
/** History reason of the orders canceled because their campaign missed its goal. */
export const CAMPAIGN_NOT_FUNDED_REASON = 'CAMPAIGN_NOT_FUNDED';

// Campaigns settled per run: a large backlog (a long outage) is worked through over a few runs.
const BATCH = 20;

/**
 * Settles one ended campaign, all or nothing, in one transaction under the campaign's row lock:
 * the outcome is written once (a second run, on this replica or another, finds it set and does
 * nothing). Goal reached: every paid order gets a CAMPAIGN_FUNDED entry and proceeds. Goal missed:
 * every order still holding stock is CANCELED with the reason CAMPAIGN_NOT_FUNDED, its stock goes
 * back, and each paid one gets a refund job in the same transaction — refunds then happen through
 * the provider even if the process dies right after the commit, once per payment (their dedupe key
 * and the provider's idempotency key). Returns the outcome, or null when there was nothing to do.
 */
// A campaign has ended once both the app's clock and the database say so: the catalog's state reads
// the database's time, and tests move the app's clock far ahead (basket expiry) without meaning to
// end every campaign. In production both are the same time.
export async function settleCampaign(db: Database, campaignId: number, now: Date): Promise<CampaignOutcome | null> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.query<{ funded: boolean }>(
      `SELECT amount_raised_cents >= goal_cents AS funded FROM campaigns
       WHERE campaign_id = $1 AND outcome IS NULL AND end_at <= LEAST($2, now()) FOR UPDATE`,
      [campaignId, now],
    );
    if (!campaign) return null;
    const outcome: CampaignOutcome = campaign.funded ? 'FUNDED' : 'NOT_FUNDED';
    await tx.query('UPDATE campaigns SET outcome = $2, settled_at = $3 WHERE campaign_id = $1', [
      campaignId,
      outcome,
      now,
    ]);
    // Orders in id order, the order every other writer locks them in.
    const orders = await tx.query<{ order_id: number; status: components['schemas']['OrderStatus'] }>(
      `SELECT order_id, status FROM orders WHERE campaign_id = $1
       AND status IN ('WAITING', 'CONFIRMED', 'SHIPPED', 'DELIVERED') ORDER BY order_id FOR UPDATE`,
      [campaignId],
    );
    if (outcome === 'FUNDED') {
      // The status stays (CONFIRMED goes on to shipping); the history tells the backer why.
      const paid = orders.filter((order) => PAID.has(order.status)).map((order) => order.order_id);
      if (paid.length > 0) {
        await tx.query(
          `INSERT INTO order_status_changes (order_id, status, reason, changed_at)
           SELECT order_id, status, $2, $3 FROM orders WHERE order_id = ANY($1::int[])`,
          [paid, CAMPAIGN_FUNDED_REASON, now],
        );
      }
    } else {
      for (const order of orders) {
        await changeStatus(tx, order.order_id, 'CANCELED', now, CAMPAIGN_NOT_FUNDED_REASON);
      }
      await returnStock(
        tx,
        orders.map((order) => order.order_id),
      );
      // Every payment that took money, whatever its order's status said (a WAITING order's card
      // payment that succeeded in the meantime is refunded when its webhook finds the order canceled).
      const paid = await tx.query<{ payment_id: string }>(
        `SELECT p.payment_id FROM payments p JOIN orders o USING (order_id)
         WHERE o.campaign_id = $1 AND p.status = 'SUCCEEDED' ORDER BY p.payment_id`,
        [campaignId],
      );
      for (const payment of paid) await enqueueRefund(tx, payment.payment_id, now);
    }
    // The backers are told in this same transaction: none is told twice nor forgotten.
    await enqueueCampaignOutcomeEmails(tx, campaignId, outcome, now);
    return outcome;
  });
}

/**
 * The periodic job: settles the campaigns whose end date passed, oldest end first. A run that dies
 * half-way leaves the settled ones settled and the others to the next run.
 */
export function settleCampaignsJob({ db, clock, wake }: { db: Database; clock: Clock; wake: () => void }) {
  const handler = async () => {
    for (;;) {
      const now = clock();
      const due = await db.query<{ campaign_id: number }>(
        'SELECT campaign_id FROM campaigns WHERE outcome IS NULL AND end_at <= LEAST($1, now()) ORDER BY end_at, campaign_id LIMIT $2',
        [now, BATCH],
      );
      let refunds = false;
      for (const { campaign_id } of due) {
        if ((await settleCampaign(db, campaign_id, now)) === 'NOT_FUNDED') refunds = true;
        crashPoint('campaign-settled');
      }
      // The refunds just enqueued start now rather than at the next poll.
      if (refunds) wake();
      if (due.length < BATCH) return;
    }
  };
  return handler satisfies JobHandler;
}
