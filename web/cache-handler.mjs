// Next's cache of pages (decision 0017), loaded by Next itself at start: plain JavaScript.
// In memory by default; in Redis when REDIS_URL is set, so that every web replica serves and
// refreshes the same pages; PAGE_CACHE=off keeps nothing, so each request renders its page.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** A Redis call slower than this counts as a failure: the page comes from memory or is rendered. */
const REDIS_TIMEOUT_MS = 500;
/** How long the first request waits for the connection; Redis down costs it no more than this. */
const REDIS_CONNECT_WAIT_MS = 2000;

/** The cache that never answers: the benchmark's "rendered per request", from the same build. */
const noCache = {
  name: 'off',
  get: async () => null,
  set: async () => {},
  revalidateTag: async () => {},
  delete: async () => {},
};

/**
 * Redis first, memory second. A handler that answers (even "not cached") is the truth; one that
 * fails hands over to the next, so a Redis outage costs each replica its own copies, not its pages.
 * The keys carry the build ID: the HTML of one build names its own script files, which another
 * build does not serve. The handler refuses calls until the connection is ready: the first
 * request waits for it (briefly), or a fresh replica would render what the others have cached.
 */
async function redisThenMemory(redisUrl, buildId) {
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', (error) => console.warn('[page cache] Redis:', error.message));
  await new Promise((resolve) => {
    client.once('ready', resolve);
    setTimeout(resolve, REDIS_CONNECT_WAIT_MS).unref();
  });
  const keyPrefix = `${process.env.PAGE_CACHE_KEY_PREFIX ?? 'web:pages'}:${buildId}:`;
  return [
    createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs: REDIS_TIMEOUT_MS }),
    createLruHandler(),
  ];
}

let handlers;

CacheHandler.onCreation(async ({ buildId }) => {
  // Next creates a handler per cache user: one Redis connection for them all.
  handlers ??=
    process.env.PAGE_CACHE === 'off'
      ? [noCache]
      : process.env.REDIS_URL && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
        ? redisThenMemory(process.env.REDIS_URL, buildId)
        : [createLruHandler()];
  return { handlers: await handlers };
});

export default CacheHandler;
