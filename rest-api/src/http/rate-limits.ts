import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { errorBody } from './errors.js';

/** One limit: how many points a key may spend in a window. */
export interface LimitRule {
  /** Names the counters (a Redis key segment) and the answer's message. */
  name: string;
  points: number;
  windowSeconds: number;
}

/** Where counters live: this process's memory, or Redis shared by every replica. */
export interface LimitStore {
  /** A limiter of `rule`; undefined when the rule is turned off (0 points). */
  limiter(rule: LimitRule): RateLimiterAbstract | undefined;
  close(): Promise<void>;
}

/**
 * Counters in Redis when `redisUrl` is set. A Redis outage must not refuse or fail every
 * request: each Redis limiter falls back to an in-memory one (per replica) until Redis answers.
 */
export async function openLimitStore(options: { redisUrl?: string; prefix: string }): Promise<LimitStore> {
  const memory = (rule: LimitRule) => new RateLimiterMemory({ points: rule.points, duration: rule.windowSeconds });
  if (!options.redisUrl) {
    return { limiter: (rule) => (rule.points > 0 ? memory(rule) : undefined), close: async () => {} };
  }
  // No offline queue: while Redis is away, a count fails at once and the fallback answers.
  const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {}); // reconnection is automatic; the fallback limiters cover the gap
  await redis.connect().catch(() => {});
  return {
    limiter: (rule) =>
      rule.points > 0
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${options.prefix}:${rule.name}`,
            points: rule.points,
            duration: rule.windowSeconds,
            insuranceLimiter: memory(rule),
          })
        : undefined,
    close: async () => {
      redis.disconnect();
    },
  };
}

/**
 * Spends `points` of `key`; when none are left, answers 429 with `Retry-After` and returns true
 * (the request was answered).
 */
export async function spend(
  limiter: RateLimiterAbstract,
  key: string,
  reply: FastifyReply,
  { points = 1, what }: { points?: number; what: string },
): Promise<boolean> {
  try {
    await limiter.consume(key, points);
    return false;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    await reply
      .status(429)
      .header('retry-after', String(seconds))
      .send(errorBody(429, `Too many ${what}: try again in ${seconds} s`));
    return true;
  }
}
