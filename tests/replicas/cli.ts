// `npm run replicas` (after `npm run build`): two replicas of the web, the graphql-server and the
// rest-api behind haproxy, on a fresh database of the PostgreSQL server of DATABASE_URL and on
// Redis, with an Auth emulator of its own; the balancers on `npm start`'s ports. Ctrl-C stops it
// all and drops the database.
// @ts-expect-error the script is plain ESM shared with `npm start`
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';
import { startReplicaStack } from './stack.js';

const env = process.env;
env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const emulator = await startAuthEmulator({ port: Number(env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099) });
env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
env.FIREBASE_PROJECT_ID = emulator.projectId;

const stack = await startReplicaStack(
  { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId },
  {
    web: Number(env.WEB_PORT ?? 3000),
    graphql: Number(env.GRAPHQL_PORT ?? 4000),
    rest: Number(env.REST_API_PORT ?? 4100),
  },
).catch(async (error) => {
  await emulator.stop();
  throw error;
});

const list = (urls: string[]) => urls.join(', ');
console.log(`
  Storefront replicas running (database ${new URL(stack.databaseUrl).pathname.slice(1)}, Redis keys ${stack.redisPrefix}:*)
    haproxy ─> web             ${stack.webUrl}  (replicas ${list(stack.webReplicaUrls)})
    haproxy ─> graphql-server  ${stack.graphqlUrl}  (replicas ${list(stack.graphqlReplicaUrls)})
    haproxy ─> rest-api        ${stack.restUrl}  (replicas ${list(stack.restReplicaUrls)})
    Identity                   Firebase Auth emulator on ${emulator.host}
    Output of every process    ${stack.logFile}
  Press Ctrl-C to stop everything.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  await emulator.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
