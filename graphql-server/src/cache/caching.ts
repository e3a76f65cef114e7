import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { CacheConfig } from '../config.js';
import type { Logger } from '../observability/log.js';
import { documentCacheControl } from './cache-control.js';
import type { ClosableCache } from './redis-store.js';

/** How long a registered persisted query is kept: a day, so a CDN's GETs keep finding it. */
const PERSISTED_QUERY_TTL_SECONDS = 24 * 60 * 60;

/** The cache options of the Apollo server, and the store to close when it stops. */
export interface Caching<TContext extends BaseContext> {
  options: Pick<ApolloServerOptions<TContext>, 'cache' | 'persistedQueries'>;
  plugins: ApolloServerPlugin<TContext>[];
  close(): Promise<void>;
  /** Resolves when the store answers: at once in memory, a Redis PING otherwise. */
  ping(): Promise<void>;
}

function memoryStore(): ClosableCache {
  const memory = new InMemoryLRUCache<string>();
  return Object.assign(memory, { close: async () => undefined, ping: async () => undefined });
}

/**
 * A mutation's answer is never cacheable, whatever types it returns (`likeCampaign` answers a
 * public `Campaign`): it gets `Cache-Control: no-store`.
 */
function mutationsAreUncacheable<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, overallCachePolicy }) {
          if (operation?.operation !== 'query') overallCachePolicy.restrict({ maxAge: 0 });
        },
      };
    },
  };
}

/**
 * One store for the persisted queries (APQ) and the whole-answer cache, in memory or in Redis
 * (shared by the replicas). Only PUBLIC answers are kept: `sessionId` is always null, so an
 * answer with a PRIVATE field (the viewer, the basket, `liked`) is never stored, for anyone. The
 * SDL's `@cacheControl` hints decide what is public and for how long (schema/cache-control.graphql),
 * read from each operation's document rather than field by field (cache-control.ts).
 */
export async function createCaching<TContext extends BaseContext>(
  config: CacheConfig,
  logger: Logger,
): Promise<Caching<TContext>> {
  // ioredis is loaded only when asked for, as tracing is: a single facade's heap holds none of it.
  const store = config.redisUrl
    ? await (await import('./redis-store.js')).redisStore(config.redisUrl, config.keyPrefix, logger)
    : memoryStore();
  const responseCache = config.responses ? [responseCachePlugin<TContext>({ sessionId: async () => null })] : [];
  return {
    options: { cache: store, persistedQueries: { ttl: PERSISTED_QUERY_TTL_SECONDS } },
    // The plugin subpath ships CommonJS declarations; at run time it is the same class.
    plugins: [
      ApolloServerPluginCacheControlDisabled() as unknown as ApolloServerPlugin<TContext>,
      documentCacheControl<TContext>(),
      mutationsAreUncacheable<TContext>(),
      ...responseCache,
    ],
    close: () => store.close(),
    ping: () => store.ping(),
  };
}
