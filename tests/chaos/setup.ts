import type pg from 'pg';
import type { Queryable } from '../../rest-api/src/db/database.js';
import { createIdentity } from '../support/identity.js';
import { ongoingPacks, setStockLeft, type ShopPack } from '../support/shop.js';
import { Shopper, type Tally } from './shopper.js';

// What a load of shoppers starts from, whichever servers it runs against (one of each, or replicas).

// Units left on the contended packs: enough for a few dozen orders, so the last ones are fought over.
const CONTENDED_LEFT = 12;
const ROOMY_LEFT = 100_000;

/** The harness's pool as the rest-api's query interface, for the shared shop helpers. */
export const asQueryable = (sql: pg.Pool): Queryable => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) =>
    (await sql.query(text, params as unknown[])).rows as Row[],
  exec: async (text: string) => void (await sql.query(text)),
});

/** Two packs whose last units many shoppers want, and two with room, of different campaigns. */
export async function preparePacks(sql: pg.Pool) {
  const db = asQueryable(sql);
  const candidates = [...(await ongoingPacks(db, false)), ...(await ongoingPacks(db, true))];
  const packs: ShopPack[] = [];
  for (const pack of candidates) if (!packs.some((p) => p.campaign_id === pack.campaign_id)) packs.push(pack);
  const chosen = packs.slice(0, 4);
  const before = new Map<number, { left: number; sold: number }>();
  for (const [i, pack] of chosen.entries()) {
    const left = i < 2 ? CONTENDED_LEFT : ROOMY_LEFT;
    await setStockLeft(db, pack.pack_id, left);
    const { rows } = await sql.query<{ sold: number }>('SELECT stock_sold AS sold FROM packs WHERE pack_id = $1', [
      pack.pack_id,
    ]);
    before.set(pack.pack_id, { left, sold: Number(rows[0]!.sold) });
  }
  return { packs: chosen, before };
}

export async function signUpShoppers(stack: { graphqlUrl: string; restUrl: string }, count: number, tally: Tally) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const identity = await createIdentity(`shopper${i}`);
      const shopper = new Shopper(stack.graphqlUrl, identity.idToken, tally);
      const created = await fetch(`${stack.restUrl}/users/create`, {
        method: 'POST',
        headers: { ...identity.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: `Shopper ${i}` }),
      });
      if (created.status !== 201) throw new Error(`users/create answered ${created.status}`);
      return shopper;
    }),
  );
}
