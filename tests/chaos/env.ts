import { NO_RATE_LIMITS } from '../support/rest-process.js';

/**
 * What both servers of a fault run need besides their database and ports: one webhook secret for
 * every restart of the rest-api, a short delay before pending payments are reconciled (so the run
 * can wait for them), and no rate limits (the shoppers are robots buying as fast as they can from one address).
 */
export const CHAOS_SERVER_ENV: NodeJS.ProcessEnv = {
  PAYMENT_PROVIDER: 'test',
  PAYMENT_WEBHOOK_SECRET: 'chaos-webhook-secret',
  PAYMENT_RECONCILE_AFTER_SECONDS: '5',
  ...NO_RATE_LIMITS,
  GRAPHQL_RATE_LIMIT_POINTS: '100000000',
};
