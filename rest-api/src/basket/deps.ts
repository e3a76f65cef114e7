import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';

/** What the basket handlers need; app.ts gives them. */
export interface BasketDeps {
  db: Database;
  clock: Clock;
  /**
   * Gives back the stock of the orders whose reservation ran out, before a basket reads stock to
   * decide. Orders own it (orders/stock.ts) and build on the basket, so it is handed in.
   */
  releaseExpiredReservations: (db: Database, now: Date) => Promise<unknown>;
}
