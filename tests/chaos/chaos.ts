import type pg from 'pg';
import type { Queryable } from '../../rest-api/src/db/database.js';
import { createIdentity } from '../support/identity.js';
import { ongoingPacks, setStockLeft, type ShopPack } from '../support/shop.js';
import { audit, waitForSettlement, type Audit } from './audit.js';
import { newTally, Shopper, type Tally } from './shopper.js';
import { startChaosStack, type ChaosStack } from './stack.js';

export interface ChaosOptions {
  /** How long the shoppers keep starting purchases. */
  seconds: number;
  shoppers: number;
  /** Settings for both servers besides the database and ports (the Auth emulator, job delays, limits). */
  env: NodeJS.ProcessEnv;
  /** Told of every fault as it is made. */
  onFault?: (fault: string, atSeconds: number) => void;
}

export interface ChaosResult {
  audit: Audit;
  tally: Tally;
  faults: string[];
  /** Exits of a server that the run did not cause. */
  crashes: { restApi: string[]; graphql: string[] };
  /** Whether both servers answered their health check at the end. */
  bothRunning: boolean;
  logFile: string;
}

// Units left on the contended packs: enough for a few dozen orders, so the last ones are fought over.
const CONTENDED_LEFT = 12;
const ROOMY_LEFT = 100_000;

const asQueryable = (sql: pg.Pool): Queryable => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) =>
    (await sql.query(text, params as unknown[])).rows as Row[],
  exec: async (text: string) => void (await sql.query(text)),
});

/** Two packs whose last units many shoppers want, and two with room, of different campaigns. */
async function preparePacks(sql: pg.Pool) {
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

async function signUpShoppers(stack: ChaosStack, count: number, tally: Tally) {
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

/** Kills the rest-api, the graphql-server and the database connections in turn, every `everyMs`. */
function scheduleFaults(stack: ChaosStack, everyMs: number, until: number, faults: string[], options: ChaosOptions) {
  const started = Date.now();
  const kinds = [
    ['kill rest-api', async () => stack.restApi.kill()],
    ['kill graphql-server', async () => stack.graphql.kill()],
    ['terminate database backends', async () => void (await stack.terminateBackends())],
  ] as const;
  let next = 0;
  const timer = setInterval(() => {
    if (Date.now() >= until) return clearInterval(timer);
    const [name, make] = kinds[next++ % kinds.length]!;
    faults.push(name);
    options.onFault?.(name, Math.round((Date.now() - started) / 1000));
    make().catch(() => undefined);
  }, everyMs);
  return () => clearInterval(timer);
}

const healthy = async (url: string) => {
  for (let i = 0; i < 60; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // restarting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
};

/**
 * Shoppers buy contended packs through the GraphQL API while the servers are killed and the
 * database connections dropped; once the last purchase ended and the payments settled, the
 * database is audited against what the shoppers were told and what the provider charged.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const stack = await startChaosStack(options.env);
  try {
    const tally = newTally();
    const { packs, before } = await preparePacks(stack.sql);
    const shoppers = await signUpShoppers(stack, options.shoppers, tally);
    const until = Date.now() + options.seconds * 1000;
    const faults: string[] = [];
    const everyMs = Math.max(4, Math.min(20, options.seconds / 6)) * 1000;
    const stopFaults = scheduleFaults(stack, everyMs, until, faults, options);
    await Promise.all(shoppers.map((shopper) => shopper.shop(packs, until)));
    stopFaults();
    await Promise.all(shoppers.map((shopper) => shopper.close()));
    await waitForSettlement(stack.sql, 90_000);
    const bothRunning =
      (await healthy(stack.restApi.healthUrl)) &&
      (await healthy(stack.graphql.healthUrl)) &&
      stack.restApi.running &&
      stack.graphql.running;
    return {
      audit: await audit(stack.sql, tally, before),
      tally,
      faults,
      crashes: { restApi: stack.restApi.crashes, graphql: stack.graphql.crashes },
      bothRunning,
      logFile: stack.logFile,
    };
  } finally {
    await stack.stop();
  }
}
