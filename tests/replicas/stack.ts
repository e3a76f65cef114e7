import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { nodeArgsOf } from '../../scripts/part-command.mjs';
import { createEmptyPostgresDatabase } from '../support/database.js';
import { freePort, waitForUrl } from '../support/net.js';
import { SupervisedProcess } from '../support/supervised-process.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
export const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');
const REPLICAS = 2;

/** The balancers' ports; free ones where absent (the CLI asks for `npm start`'s ports). */
export interface BalancerPorts {
  web?: number;
  graphql?: number;
  rest?: number;
}

export interface ReplicaStack {
  /** The balanced entry points: the web's origin, the GraphQL endpoint, the REST origin. */
  webUrl: string;
  graphqlUrl: string;
  restUrl: string;
  /** Each replica reached directly, bypassing its balancer (same order as the processes). */
  webReplicaUrls: string[];
  graphqlReplicaUrls: string[];
  restReplicaUrls: string[];
  web: SupervisedProcess[];
  graphql: SupervisedProcess[];
  restApi: SupervisedProcess[];
  /** The run's database on the PostgreSQL server (dropped by `stop`). */
  databaseUrl: string;
  /** The harness's own connection to the run's database, for setup and the audit. */
  sql: pg.Pool;
  /** What every key the parts write to Redis starts with in this run. */
  redisPrefix: string;
  /** Where every process's output goes, the balancer's included. */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Prefixes of the keys the parts keep in Redis, one per variable that sets one: a run of its own
 * shares nothing with another run (or a developer's stack) on the same Redis.
 */
export const redisPrefixes = (prefix: string): NodeJS.ProcessEnv => ({
  RATE_LIMIT_REDIS_PREFIX: `${prefix}:rest-api:rate`,
  GRAPHQL_RATE_LIMIT_PREFIX: `${prefix}:graphql-rate`,
  SIGN_IN_RATE_KEY_PREFIX: `${prefix}:web:sign-in`,
  GRAPHQL_CACHE_PREFIX: `${prefix}:graphql-cache:`,
  PAGE_CACHE_KEY_PREFIX: `${prefix}:web:pages`,
});

const ports = (count: number) => Promise.all(Array.from({ length: count }, () => freePort()));
const local = (port: number) => `127.0.0.1:${port}`;

/** Debian's haproxy in the foreground on the shared configuration, its addresses from `env`. */
function startBalancer(env: NodeJS.ProcessEnv, log: NodeJS.WritableStream): ChildProcess {
  const binary = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
  const child = spawn(binary, ['-db', '-f', HAPROXY_CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.once('error', (error) => log.write(`\n== haproxy did not start: ${error.message}\n`));
  return child;
}

/**
 * Two replicas of the rest-api, of the graphql-server and of the web (all built), each tier
 * behind one haproxy frontend, on a fresh database on the PostgreSQL server of DATABASE_URL and
 * on Redis (REDIS_URL, else 127.0.0.1:6379) under a random key prefix. The web replicas reach the
 * balanced GraphQL endpoint, the graphql replicas the balanced REST one. `env` adds settings to
 * every part (the Auth emulator, limits).
 */
export async function startReplicaStack(env: NodeJS.ProcessEnv, balancers: BalancerPorts = {}): Promise<ReplicaStack> {
  const database = await createEmptyPostgresDatabase();
  const logFile = join(mkdtempSync(join(tmpdir(), 'storefront-replicas-')), 'servers.log');
  const log = createWriteStream(logFile);
  // Two streams of every process (and of each restart) are piped into it.
  log.setMaxListeners(0);
  const [webLb, graphqlLb, restLb] = (await Promise.all(
    [balancers.web, balancers.graphql, balancers.rest].map((port) => port ?? freePort()),
  )) as [number, number, number];
  const [webPorts, graphqlPorts, restPorts] = [await ports(REPLICAS), await ports(REPLICAS), await ports(REPLICAS)];
  // The web's public origin is a host name, as behind a real balancer; its replicas listen elsewhere.
  const webUrl = `http://localhost:${webLb}`;
  const graphqlUrl = `http://${local(graphqlLb)}/graphql`;
  const restUrl = `http://${local(restLb)}`;
  const redisPrefix = `storefront-replicas:${randomUUID()}`;

  const balancer = startBalancer(
    {
      PATH: process.env.PATH,
      WEB_LB_BIND: local(webLb),
      GRAPHQL_LB_BIND: local(graphqlLb),
      REST_LB_BIND: local(restLb),
      WEB_1: local(webPorts[0]!),
      WEB_2: local(webPorts[1]!),
      GRAPHQL_1: local(graphqlPorts[0]!),
      GRAPHQL_2: local(graphqlPorts[1]!),
      REST_1: local(restPorts[0]!),
      REST_2: local(restPorts[1]!),
    },
    log,
  );

  // What every replica of every part shares: the secrets replicas must agree on, Redis, the origins.
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    PAYMENT_PROVIDER: 'test',
    PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    PAYMENT_RETURN_ORIGINS: webUrl,
    ...env,
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    ...redisPrefixes(redisPrefix),
    REST_API_PUBLIC_URL: `http://localhost:${restLb}`,
    REST_API_URL: restUrl,
    GRAPHQL_URL: graphqlUrl,
    NEXT_PUBLIC_SITE_URL: webUrl,
    NEXTAUTH_URL: webUrl,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
  };
  const restApi = restPorts.map(
    (port, i) =>
      new SupervisedProcess({
        name: `rest-api ${i + 1}`,
        args: ['rest-api/dist/main.js'],
        cwd: ROOT,
        env: { ...shared, DATABASE_URL: database.url, REST_API_PORT: String(port) },
        healthUrl: `http://${local(port)}/ready`,
        log,
      }),
  );
  const graphql = graphqlPorts.map(
    (port, i) =>
      new SupervisedProcess({
        name: `graphql-server ${i + 1}`,
        args: nodeArgsOf('graphql-server'),
        cwd: ROOT,
        env: { ...shared, GRAPHQL_PORT: String(port) },
        healthUrl: `http://${local(port)}/health`,
        log,
      }),
  );
  const web = webPorts.map(
    (port, i) =>
      new SupervisedProcess({
        name: `web ${i + 1}`,
        // As web/Dockerfile: idle connections outlive the balancer's (graphql-server's KEEP_ALIVE_MS).
        args: [NEXT_BIN, 'start', '--port', String(port), '--keepAliveTimeout', '72000'],
        cwd: join(ROOT, 'web'),
        env: shared,
        healthUrl: `http://${local(port)}/api/health`,
        log,
      }),
  );
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => {});

  const stop = async () => {
    await Promise.all([...web, ...graphql].map((replica) => replica.stop()));
    await Promise.all(restApi.map((replica) => replica.stop()));
    balancer.kill('SIGTERM');
    await sql.end();
    log.end();
    await database.drop();
  };
  try {
    // Both rest-api replicas start at once on the empty database: one migrates and seeds it.
    await Promise.all(restApi.map((replica) => replica.start()));
    await Promise.all([...graphql, ...web].map((replica) => replica.start()));
    // Through the balancers too, once their checks have seen the replicas.
    await Promise.all(
      [`${restUrl}/ready`, graphqlUrl.replace(/graphql$/, 'health'), `${webUrl}/api/health`].map((url) =>
        waitForUrl(url, 30_000),
      ),
    );
  } catch (error) {
    await stop();
    throw new Error(`the replicas did not come up (${(error as Error).message}); their output: ${logFile}`);
  }
  return {
    webUrl,
    graphqlUrl,
    restUrl,
    webReplicaUrls: webPorts.map((port) => `http://${local(port)}`),
    graphqlReplicaUrls: graphqlPorts.map((port) => `http://${local(port)}/graphql`),
    restReplicaUrls: restPorts.map((port) => `http://${local(port)}`),
    databaseUrl: database.url,
    web,
    graphql,
    restApi,
    sql,
    redisPrefix,
    logFile,
    stop,
  };
}
