import { describe, it } from '@jest/globals';
import { violations } from './audit.js';
import { runChaos } from './chaos.js';
import { CHAOS_SERVER_ENV } from './env.js';
import { expectWith } from '../support/expect-with.js';

// The full run (50 shoppers, 5 minutes) is `npm run chaos`; this is a short one with every fault.
(!process.env.DATABASE_URL ? describe.skip : describe)(
  'shoppers while the servers are killed and the database connections dropped',
  () => {
    it('oversell nothing, lose no order, leave no charge unconfirmed and unrefunded, and both servers run', async () => {
      const result = await runChaos({
        seconds: 30,
        shoppers: 12,
        env: {
          ...CHAOS_SERVER_ENV,
          FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
          FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID,
        },
      });
      const context = JSON.stringify({ ...result, tally: { ...result.tally, created: result.tally.created.size } });
      expectWith(new Set(result.faults), context).toEqual(
        new Set(['kill rest-api', 'kill graphql-server', 'terminate database backends']),
      );
      expectWith(result.tally.created.size, context).toBeGreaterThan(10);
      expectWith(result.audit.confirmed, context).toBeGreaterThan(0);
      expectWith(violations(result.audit), context).toBe(0);
      expectWith(result.crashes, context).toEqual({ restApi: [], graphql: [] });
      expectWith(result.tally.serverErrors, context).toBe(0);
      expectWith(result.bothRunning, context).toBe(true);
    }, 300_000);
  },
);
