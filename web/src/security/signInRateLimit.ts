import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { log } from '@/observability/log';

export interface SignInLimit {
  /** Sign-ins allowed per address within the window. */
  points: number;
  windowSeconds: number;
  /** Shared counters for several replicas; in-process ones when unset. */
  redisUrl?: string;
  /** The Redis keys' prefix (tests use their own). */
  keyPrefix?: string;
}

/**
 * The counters of sign-in attempts per address. With Redis, every replica counts the same
 * attempts; should Redis fail, each replica goes on counting in memory rather than letting every
 * attempt through or refusing all of them.
 */
export function signInLimiter({ points, windowSeconds, redisUrl, keyPrefix = 'web:sign-in' }: SignInLimit) {
  const inMemory = new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix });
  if (!redisUrl) return inMemory;
  // The first sign-ins may come while the connection opens: they wait for it. While Redis is away,
  // a call fails after one reconnection attempt and the memory counters take over.
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  client.on('error', (error: Error) => log.warn(`sign-in rate limit: Redis: ${error.message}`));
  return new RateLimiterRedis({
    storeClient: client,
    points,
    duration: windowSeconds,
    keyPrefix,
    insuranceLimiter: inMemory,
  });
}

/**
 * The client's address: the last one in X-Forwarded-For, which the nearest proxy (or Next itself,
 * when the request came straight) wrote; addresses before it are the client's own claims.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || 'unknown';
}

/** A 429 for the request when its address has used its sign-ins, else null (and one is counted). */
export async function signInRefusal(limiter: RateLimiterAbstract, request: Request): Promise<Response | null> {
  try {
    await limiter.consume(clientAddress(request));
    return null;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    // next-auth's client reads `url` from every answer of its sign-in call (`new URL(data.url)`).
    const url = new URL('/auth-error?error=TooManyRequests', request.url).href;
    return Response.json(
      { status: 429, message: 'Too many sign-in attempts: try again later.', url },
      { status: 429, headers: { 'retry-after': String(retryAfter) } },
    );
  }
}
