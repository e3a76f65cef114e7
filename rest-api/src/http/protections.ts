import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { appendRouteHook, operationOf } from './hooks.js';
import { refuseUndeclaredMediaTypes } from './media-types.js';
import { openLimitStore, spend, type LimitStore } from './rate-limits.js';

const MINUTE = 60;
const HOUR = 3600;
const MEGABYTE = 1024 * 1024;
/** What a support request without a length is counted as: its largest possible size (3 files of 5 MB). */
const LARGEST_SUPPORT_REQUEST_MB = 16;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes that are not a shopper's: the provider's webhook is signed, retried by the provider and
 * must never be refused for its rate.
 */
const UNLIMITED_WRITES = new Set(['receivePaymentEvent']);
const SUPPORT_TICKET = 'createSupportTicket';

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

const megabytesOf = (request: FastifyRequest) => {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0 ? Math.max(1, Math.ceil(length / MEGABYTE)) : LARGEST_SUPPORT_REQUEST_MB;
};

/** Per-route limits, attached as the contract's routes are registered. */
function limitRoute(route: RouteOptions, store: LimitStore, limits: RateLimitConfig) {
  const operation = operationOf(route);
  if (operation === undefined || UNLIMITED_WRITES.has(operation)) return;
  if (methodsOf(route).every((method) => READS.has(method))) return;

  const perIp = store.limiter({ name: 'writes-ip', points: limits.writesPerIp, windowSeconds: MINUTE });
  if (perIp) appendRouteHook(route, 'onRequest', async (request, reply) => {
    if (await spend(perIp, request.ip, reply, { what: 'writes from this address' })) return reply;
  });
  // After the route's own security handler, which verified the bearer token: the uid is sure.
  const perUser = store.limiter({ name: 'writes-user', points: limits.writesPerUser, windowSeconds: MINUTE });
  if (perUser) appendRouteHook(route, 'preHandler', async (request, reply) => {
    const uid = request.requester?.uid;
    if (uid !== undefined && (await spend(perUser, uid, reply, { what: 'writes from this account' }))) return reply;
  });

  if (operation !== SUPPORT_TICKET) return;
  // Counted before the body is read: a refused request costs no memory and no storage.
  const tickets = store.limiter({ name: 'support-ip', points: limits.supportTicketsPerIp, windowSeconds: HOUR });
  const size = store.limiter({ name: 'support-mb-ip', points: limits.supportMegabytesPerIp, windowSeconds: HOUR });
  appendRouteHook(route, 'onRequest', async (request, reply) => {
    const what = 'support requests from this address';
    if (tickets && (await spend(tickets, request.ip, reply, { what }))) return reply;
    if (size && (await spend(size, request.ip, reply, { what, points: megabytesOf(request) }))) return reply;
  });
}

/**
 * What guards every route before its handler: the media types the contract declares, and the
 * rate limits. Call before the routes are registered: it attaches to each route as it is added.
 */
export async function registerProtections(app: FastifyInstance, limits: RateLimitConfig) {
  const store = await openLimitStore({ redisUrl: limits.redisUrl, prefix: limits.redisPrefix });
  app.addHook('onClose', () => store.close());
  app.addHook('onRoute', (route) => {
    refuseUndeclaredMediaTypes(route);
    limitRoute(route, store, limits);
  });
  const reads = store.limiter({ name: 'reads-ip', points: limits.readsPerIp, windowSeconds: MINUTE });
  if (reads) app.addHook('onRequest', async (request, reply) => {
    if (!READS.has(request.method) || request.url === '/health') return;
    if (await spend(reads, request.ip, reply, { what: 'requests from this address' })) return reply;
  });
}
