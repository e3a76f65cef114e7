import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig } from './config.js';
import type { Logger } from './observability/log.js';
import { closeRedis, connectRedis } from './redis-connection.js';
import type { IdentifyViewer } from './viewer.js';

/** Counts the requests of each client; refuses those over the limit. */
export interface RateLimiter {
  /** Counts one request of `client`; throws RATE_LIMITED (HTTP 429 with Retry-After) over the limit. */
  charge(client: string): Promise<void>;
  close(): Promise<void>;
}

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
  // Counting in memory from the first request, before the connection is up, would split the counts;
  // while Redis cannot be reached, a call fails at once and the memory counters take over.
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, {}, (error) => logger.warn(`rate-limit Redis: ${error.message}`))
    : null;
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
      if (redis) await closeRedis(redis);
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
