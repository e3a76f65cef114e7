import { audit, waitForSettlement, type Audit } from './audit.js';
import { preparePacks, signUpShoppers } from './setup.js';
import { newTally, type Tally } from './shopper.js';
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
