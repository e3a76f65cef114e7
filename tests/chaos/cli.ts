// `npm run chaos [-- seconds shoppers]`: the fault load of issue 12 against the built servers on the
// PostgreSQL server of DATABASE_URL, with an Auth emulator of its own. Exits 1 on any violation.
// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';
import { violations } from './audit.js';
import { CHAOS_SERVER_ENV } from './env.js';
import { runChaos } from './chaos.js';

const [seconds = 300, shoppers = 50] = process.argv.slice(2).map(Number);
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const emulator = await startAuthEmulator({ port: Number(process.env.CHAOS_AUTH_EMULATOR_PORT ?? 9700) });
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
process.env.FIREBASE_PROJECT_ID = emulator.projectId;

console.log(
  `chaos: ${shoppers} shoppers for ${seconds} s on the PostgreSQL server (${new URL(process.env.DATABASE_URL).host})`,
);
try {
  const result = await runChaos({
    seconds,
    shoppers,
    env: { ...CHAOS_SERVER_ENV, FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId },
    onFault: (fault, at) => console.log(`  t=${at}s ${fault}`),
  });
  const { audit, tally } = result;
  console.table({
    'orders created (seen by shoppers)': tally.created.size,
    'orders confirmed (database)': audit.confirmed,
    'payments refunded': audit.refunded,
    'declined cards': tally.declined,
    'requests retried (outages)': tally.retries,
    'server errors (500 / UPSTREAM_ERROR)': tally.serverErrors,
    'oversold units': audit.oversold,
    'stock count mismatches': audit.stockMismatches,
    'lost orders': audit.lostOrders,
    'orders contradicting what shoppers saw': audit.contradicted,
    'charged, neither confirmed nor refunded': audit.chargedNotConfirmed,
    'charges for unknown payments': audit.unknownCharges,
    'payments still pending': audit.pendingPayments,
    'webhooks or refunds not done': audit.unfinishedJobs,
    'rest-api crashes (not killed by us)': result.crashes.restApi.length,
    'graphql-server crashes (not killed by us)': result.crashes.graphql.length,
    'both servers running at the end': result.bothRunning,
  });
  console.log('refusals:', tally.refusals, '\nfaults:', result.faults.length, '\nserver logs:', result.logFile);
  const failed =
    violations(audit) > 0 || !result.bothRunning || result.crashes.restApi.length + result.crashes.graphql.length > 0;
  process.exitCode = failed ? 1 : 0;
} finally {
  await emulator.stop();
}
