import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Logger } from '../observability/log.js';
import { closeRedis, connectRedis } from '../redis-connection.js';

/** A key-value store that can be closed when the server stops. */
export interface ClosableCache extends KeyValueCache<string> {
  close(): Promise<void>;
  /** Resolves when the store answers (the readiness check); fails when Redis does not. */
  ping(): Promise<void>;
}

/** A command Redis does not answer within this time is a miss: a slow cache must not slow the API. */
const COMMAND_TIMEOUT_MS = 500;
/** At most one warning per period while Redis is failing, not one per request. */
const WARNING_PERIOD_MS = 10_000;

/** Logs the first failure of each period. */
function throttledWarning(logger: Logger): (error: unknown) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < WARNING_PERIOD_MS) return;
    last = Date.now();
    logger.warn(`cache Redis unavailable, answering without it: ${(error as Error).message}`);
  };
}

/**
 * Apollo's cache interface over Redis. Every failure (Redis down, slow, restarting) reads as a miss
 * and a lost write, with a warning: the API keeps answering from the rest-api.
 */
export async function redisStore(url: string, keyPrefix: string, logger: Logger): Promise<ClosableCache> {
  const warn = throttledWarning(logger);
  const redis = await connectRedis(url, { keyPrefix, commandTimeout: COMMAND_TIMEOUT_MS }, warn);
  return {
    async get(key) {
      try {
        return (await redis.get(key)) ?? undefined;
      } catch (error) {
        warn(error);
        return undefined;
      }
    },
    async set(key, value, options?: KeyValueCacheSetOptions) {
      try {
        // Apollo's ttl is in seconds; without one the entry lives until Redis evicts it.
        if (options?.ttl) await redis.set(key, value, 'EX', Math.ceil(options.ttl));
        else await redis.set(key, value);
      } catch (error) {
        warn(error);
      }
    },
    async delete(key) {
      try {
        return (await redis.del(key)) > 0;
      } catch (error) {
        warn(error);
        return false;
      }
    },
    async close() {
      await closeRedis(redis);
    },
    async ping() {
      await redis.ping();
    },
  };
}
