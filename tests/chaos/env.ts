/**
 * What both servers of a fault run need besides their database and ports: one webhook secret for
 * every restart of the rest-api, a short delay before pending payments are reconciled (so the run
 * can wait for them), and rate limits no test shopper crowd reaches.
 */
export const CHAOS_SERVER_ENV: NodeJS.ProcessEnv = {
  PAYMENT_PROVIDER: 'test',
  PAYMENT_WEBHOOK_SECRET: 'chaos-webhook-secret',
  PAYMENT_RECONCILE_AFTER_SECONDS: '5',
  // The shoppers are robots buying as fast as they can, all from one address: abuse limits are
  // tested on their own (rate-limits tests); here they would only hide the faults.
  RATE_LIMIT_WRITES_PER_USER: '0',
  RATE_LIMIT_WRITES_PER_IP: '0',
  RATE_LIMIT_READS_PER_IP: '0',
  GRAPHQL_RATE_LIMIT_POINTS: '100000000',
};
