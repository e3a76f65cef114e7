import type { components } from '../generated/rest-api.js';
import type { SignedInHandlers } from '../http/contract.js';
import { requireUserId } from '../users/users.js';
import { hasLines, unitsInBasket, writeLine } from './basket.js';
import type { BasketDeps } from './deps.js';
import { canonicalOptions, optionsKey } from './lines.js';
import { loadPackRules } from './packs.js';
import { judgeLine, type LineVerdict } from './rules.js';
import { loadBasket, lockBasket, touchBasket } from './store.js';

type Outcome = components['schemas']['BasketMergeOutcome'];

/**
 * What a local line becomes on the server: added whole, capped to what still fits, or dropped
 * with the reason; `held` units of it are in the server basket already.
 */
export function mergeOutcome(
  verdict: LineVerdict,
  requested: number,
  held: number,
): Pick<Outcome, 'quantity' | 'result' | 'reason'> {
  if (verdict.fits) return { quantity: requested, result: 'ADDED', reason: null };
  if (verdict.why === 'SOLD_OUT' || verdict.why === 'STOCK' || verdict.why === 'MAX_QUANTITY') {
    const room = verdict.max - held;
    if (room > 0) return { quantity: room, result: 'CAPPED', reason: verdict.why };
    return { quantity: 0, result: 'DROPPED', reason: verdict.max === 0 ? 'SOLD_OUT' : verdict.why };
  }
  return { quantity: 0, result: 'DROPPED', reason: verdict.why };
}

/**
 * `POST /basket/merge`: the login merge, once per merge id, into an empty basket unless the shopper
 * asked for a filled one (`into_filled`). The basket's row lock serialises two runs of one user
 * (two tabs, on any replica); the second finds the first's report and adds nothing.
 */
export function mergeHandlers({ db, clock, releaseExpiredReservations }: BasketDeps): SignedInHandlers {
  return {
    async mergeBasket({ requester, body }) {
      const now = clock();
      await releaseExpiredReservations(db, now);
      const userId = await requireUserId(db, requester);
      const run = await db.transaction(async (tx) => {
        await lockBasket(tx, userId, now);
        const [done] = await tx.query<{ outcomes: Outcome[] }>(
          'SELECT outcomes FROM basket_merges WHERE user_id = $1 AND merge_id = $2',
          [userId, body.merge_id],
        );
        if (done) return { replayed: true, kept: false, outcomes: done.outcomes };
        // Spec section 4: a server basket with lines wins. Checked here, under the basket's lock,
        // not by the browser beforehand: a merge from another device cannot slip in between. The
        // shopper may still ask for the local lines to join it (`into_filled`).
        if (!body.into_filled && (await hasLines(tx, userId))) return { replayed: false, kept: true, outcomes: [] };
        const packs = await loadPackRules(
          tx,
          body.items.map((item) => item.pack_id),
        );
        const outcomes: Outcome[] = [];
        // One line at a time, as the specification's merge sends them: a line sees the ones before it.
        for (const item of body.items) {
          const options = canonicalOptions(item.options ?? []);
          const requested = item.quantity ?? 1;
          const held = await unitsInBasket(tx, userId, item.pack_id, optionsKey(options));
          const wish = {
            campaignId: item.campaign_id,
            options,
            quantity: (held.line ?? 0) + requested,
            elsewhere: held.elsewhere,
          };
          const verdict = judgeLine(packs.get(item.pack_id), wish, now, 'options');
          const outcome = mergeOutcome(verdict, requested, held.line ?? 0);
          if (outcome.quantity > 0) {
            const line = {
              campaignId: item.campaign_id,
              packId: item.pack_id,
              options,
              quantity: (held.line ?? 0) + outcome.quantity,
            };
            await writeLine(tx, userId, line, now);
          }
          outcomes.push({ pack_id: item.pack_id, campaign_id: item.campaign_id, options, requested, ...outcome });
        }
        await tx.query(
          'INSERT INTO basket_merges (user_id, merge_id, outcomes, merged_at) VALUES ($1, $2, $3::jsonb, $4)',
          [userId, body.merge_id, JSON.stringify(outcomes), now],
        );
        if (outcomes.some((o) => o.quantity > 0)) await touchBasket(tx, userId, now);
        return { replayed: false, kept: false, outcomes };
      });
      return { merge_id: body.merge_id, ...run, basket: await loadBasket(db, userId, now) };
    },
  };
}
