import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig } from './config.js';
import type { Logger } from './observability/log.js';
import type { IdentifyViewer } from './viewer.js';

/** Counts the requests of each client; refuses those over the limit. */
export interface RateLimiter {
  /** Counts one request of `client`; throws RATE_LIMITED (HTTP 429 with Retry-After) over the limit. */
  charge(client: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a starting server waits for Redis before counting in memory. */
const REDIS_READY_TIMEOUT_MS = 2000;

function tooManyRequests(result: RateLimiterRes): GraphQLError {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return new GraphQLError(`Too many requests: retry in ${seconds} s`, {
    extensions: {
      code: 'RATE_LIMITED',
      http: { status: 429, headers: new HeaderMap([['retry-after', String(seconds)]]) },
    },
  });
}

/**
 * Counters in Redis when `redisUrl` is set, so that every replica sees the same; in memory
 * otherwise. While Redis cannot be reached, each replica counts in its own memory instead
 * (the limit holds per replica) rather than failing the requests.
 */
export async function createRateLimiter(config: RateLimitConfig, logger: Logger): Promise<RateLimiter> {
  const options = { points: config.points, duration: config.windowSeconds, keyPrefix: config.keyPrefix };
  const memory = new RateLimiterMemory(options);
  // No offline queue: while disconnected, a call fails at once and the memory counters take over.
  // ioredis is loaded only when asked for, as tracing is: a single facade's heap holds none of it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : null;
  redis?.on('error', (error: Error) => logger.warn(`rate-limit Redis: ${error.message}`));
  // Counting in memory from the first request, before the connection is up, would split the counts;
  // a failed first attempt (`once` rejects on 'error') leaves the memory counters in charge at once.
  if (redis) await Promise.race([once(redis, 'ready').catch(() => undefined), setTimeout(REDIS_READY_TIMEOUT_MS)]);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return {
    async charge(client) {
      try {
        await limiter.consume(client);
      } catch (result) {
        if (result instanceof RateLimiterRes) throw tooManyRequests(result);
        throw result;
      }
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Identifies the viewer, then charges the request to them: to the verified user when signed
 * in, else to the client's address. A request whose token is refused is charged to the address,
 * so that bad tokens cannot dodge the limit.
 */
export function rateLimitedViewer(identify: IdentifyViewer, limiter: RateLimiter, address: string): IdentifyViewer {
  return async (authorization) => {
    let viewer;
    try {
      viewer = await identify(authorization);
    } catch (refusal) {
      await limiter.charge(`ip:${address}`);
      throw refusal;
    }
    await limiter.charge(viewer ? `uid:${viewer.uid}` : `ip:${address}`);
    return viewer;
  };
}
