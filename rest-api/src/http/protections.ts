import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
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

type Limiter = NonNullable<ReturnType<LimitStore['limiter']>>;

/** The limiters of the application, each shared by every route it counts. */
function openLimiters(store: LimitStore, limits: RateLimitConfig) {
  return {
    reads: store.limiter({ name: 'reads-ip', points: limits.readsPerIp, windowSeconds: MINUTE }),
    writesPerIp: store.limiter({ name: 'writes-ip', points: limits.writesPerIp, windowSeconds: MINUTE }),
    writesPerUser: store.limiter({ name: 'writes-user', points: limits.writesPerUser, windowSeconds: MINUTE }),
    tickets: store.limiter({ name: 'support-ip', points: limits.supportTicketsPerIp, windowSeconds: HOUR }),
    ticketMegabytes: store.limiter({
      name: 'support-mb-ip',
      points: limits.supportMegabytesPerIp,
      windowSeconds: HOUR,
    }),
  };
}
type Limiters = ReturnType<typeof openLimiters>;

const byAddress = (limiter: Limiter | undefined, what: string, points: (request: FastifyRequest) => number = () => 1) =>
  async function limitByAddress(request: FastifyRequest, reply: FastifyReply) {
    if (limiter && (await spend(limiter, request.ip, reply, { what, points: points(request) }))) return reply;
  };

/** Per-route limits, attached as the contract's routes are registered. */
function limitRoute(route: RouteOptions, limiters: Limiters) {
  const operation = operationOf(route);
  if (operation === undefined || UNLIMITED_WRITES.has(operation)) return;
  if (methodsOf(route).every((method) => READS.has(method))) return;

  appendRouteHook(route, 'onRequest', byAddress(limiters.writesPerIp, 'writes from this address'));
  // After the route's own security handler, which verified the bearer token: the uid is sure.
  const { writesPerUser } = limiters;
  appendRouteHook(route, 'preHandler', async (request, reply) => {
    const uid = request.requester?.uid;
    if (writesPerUser && uid && (await spend(writesPerUser, uid, reply, { what: 'writes from this account' }))) {
      return reply;
    }
  });
  if (operation !== SUPPORT_TICKET) return;
  // Counted before the body is read: a refused request costs no memory and no storage.
  const what = 'support requests from this address';
  appendRouteHook(route, 'onRequest', byAddress(limiters.tickets, what));
  appendRouteHook(route, 'onRequest', byAddress(limiters.ticketMegabytes, what, megabytesOf));
}

/**
 * What guards every route before its handler: the media types the contract declares, and the
 * rate limits. Call before the routes are registered: it attaches to each route as it is added.
 */
export async function registerProtections(app: FastifyInstance, limits: RateLimitConfig) {
  const store = await openLimitStore({ redisUrl: limits.redisUrl, prefix: limits.redisPrefix });
  app.addHook('onClose', () => store.close());
  const limiters = openLimiters(store, limits);
  app.addHook('onRoute', (route) => {
    refuseUndeclaredMediaTypes(route);
    limitRoute(route, limiters);
  });
  const limitReads = byAddress(limiters.reads, 'requests from this address');
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method) && request.routeOptions.url !== '/health') return limitReads(request, reply);
  });
}
