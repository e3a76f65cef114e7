import type { Redis, RedisOptions } from 'ioredis';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';

/** How long a starting server waits for Redis before going on without it. */
const READY_TIMEOUT_MS = 2000;
/**
 * How long a closing connection may take to end before it is destroyed. ioredis's 2 s default
 * kept a stopped server's process alive for 2 s whenever Redis had been unreachable: the socket of
 * a refused connection has already closed, so the timer that waits for it runs to its end.
 */
const DISCONNECT_TIMEOUT_MS = 100;

/**
 * A client of the Redis at `url`, once it is ready, or has failed its first attempt, or 2 s have
 * passed: a replica that starts while Redis is up uses it from its first request, and one that
 * starts while Redis is down falls back at once. No offline queue: while disconnected, a command
 * fails at once (the caller falls back to memory or to the rest-api) instead of holding the
 * request; ioredis reconnects in the background. ioredis is loaded only when asked for: a single
 * facade's heap holds none of it.
 */
export async function connectRedis(
  url: string,
  options: Omit<RedisOptions, 'enableOfflineQueue' | 'maxRetriesPerRequest' | 'disconnectTimeout'>,
  onError: (error: Error) => void,
): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    ...options,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
  });
  redis.on('error', onError);
  // The bound does not hold the process: once Redis has answered, nothing waits for it.
  await Promise.race([
    once(redis, 'ready').catch(() => undefined),
    setTimeout(READY_TIMEOUT_MS, undefined, { ref: false }),
  ]);
  return redis;
}

/** Lets the pending commands finish, or drops the connection when Redis cannot be reached. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
