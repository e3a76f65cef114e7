import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteHandlerMethod,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { fileURLToPath } from 'node:url';
import { identifyRequester, securityHandlers, signedIn } from './auth/bearer.js';
import type { IdentityService } from './auth/identity.js';
import { basketHandlers, deliveryRateHandlers } from './basket/basket.js';
import { mergeHandlers } from './basket/merge.js';
import { authorHandlers } from './catalog/authors.js';
import { campaignHandlers } from './catalog/campaigns.js';
import { searchHandlers } from './catalog/search.js';
import { systemClock, type Clock } from './clock.js';
import {
  readJobsConfig,
  readMailConfig,
  readPaymentConfig,
  readRateLimitConfig,
  readTrustProxy,
  type JobsConfig,
  type MailConfig,
  type PaymentConfig,
  type RateLimitConfig,
} from './config.js';
import { helpHandlers } from './catalog/help.js';
import { newsHandlers } from './catalog/news.js';
import { packHandlers } from './catalog/packs.js';
import { participationHandlers } from './catalog/participations.js';
import type { Database } from './db/database.js';
import { discordHandlers } from './discord/links.js';
import {
  Answer,
  bodyIsOptional,
  SPECIFICATION_PATH,
  type Handler,
  type Handlers,
  type OperationId,
} from './http/contract.js';
import { errorBody, handleError, HttpError } from './http/errors.js';
import { serveMetrics } from './observability/metrics.js';
import { traceIdOf } from './observability/trace.js';
import type { JobRunner } from './jobs/runner.js';
import { startStorefrontJobs } from './storefront-jobs.js';
import { registerDocs } from './http/docs.js';
import { registerProtections } from './http/protections.js';
import { contractValidatorCompiler } from './http/validation.js';
import { cancelHandlers } from './orders/cancel.js';
import { orderChangeHandlers } from './orders/changes.js';
import { createOrderHandlers } from './orders/create.js';
import type { OrderDeps } from './orders/deps.js';
import { orderHandlers } from './orders/orders.js';
import { releaseExpiredReservations } from './orders/stock.js';
import type { PaymentSettings } from './payment-provider.js';
import { payHandlers } from './payments/pay.js';
import { enqueueRefund } from './payments/refund.js';
import { testProvider, type DeliverWebhook } from './payments/test-provider.js';
import { testWalletRoutes } from './payments/wallet-page.js';
import { walletSettingsHandlers } from './payments/wallet-settings.js';
import { webhookRoute } from './payments/webhook.js';
import { supportTicketRoute } from './support/tickets.js';
import { supportHandlers } from './support/topics.js';
import { accountHandlers } from './users/account.js';
import { likeHandlers } from './users/likes.js';
import { pictureHandlers, pictureRoute, uploadPictureRoute } from './users/pictures.js';
import { userHandlers } from './users/users.js';

const IMAGES_DIR = fileURLToPath(new URL('../public/images/', import.meta.url));

export interface AppOptions {
  db: Database;
  publicUrl: string;
  /** Verifies bearer tokens and deletes sign-in identities (Firebase Auth). */
  identity: IdentityService;
  /** The JSON log of requests and failures (`observability/log.ts`); no logging when absent. */
  logger?: FastifyBaseLogger;
  /** The time the business rules read; the system clock when absent. */
  clock?: Clock;
  /** The payment provider's settings; the environment's (`PAYMENT_*`) when absent. */
  payment?: PaymentConfig;
  /** The job worker's settings; the environment's (`JOBS_*`...) when absent. */
  jobs?: JobsConfig;
  /** Where e-mails go; the environment's (`SMTP_URL`, `MAIL_*`) when absent. */
  mail?: MailConfig;
  /** Wraps how the test provider posts its webhooks to this app (tests make deliveries fail). */
  webhookDelivery?: (inApp: DeliverWebhook) => DeliverWebhook;
  /** The rate limits; the environment's (`RATE_LIMIT_*`, `REDIS_URL`) when absent. */
  limits?: RateLimitConfig;
  /** Serve Swagger UI for the contract at `/docs`: outside production only (RestApiConfig.docs). */
  docs?: boolean;
}

function allHandlers(deps: OrderDeps): Handlers {
  return {
    ...campaignHandlers(deps),
    ...searchHandlers(deps),
    ...packHandlers(deps),
    ...authorHandlers(deps),
    ...helpHandlers(deps),
    ...newsHandlers(deps),
    ...participationHandlers(deps),
    ...supportHandlers(deps),
    ...deliveryRateHandlers(),
    ...walletSettingsHandlers(deps),
    ...signedIn({
      ...userHandlers(deps),
      ...pictureHandlers(deps),
      ...accountHandlers(deps),
      ...likeHandlers(deps),
      ...discordHandlers(deps),
      ...orderHandlers(deps),
      ...basketHandlers(deps),
      ...mergeHandlers(deps),
      ...createOrderHandlers(deps),
      ...orderChangeHandlers(deps),
      ...cancelHandlers(deps),
      ...payHandlers(deps),
    }),
  };
}

function toRoute(handler: Handler<OperationId> | undefined, operationId: string): RouteHandlerMethod {
  if (!handler) {
    // Operations of the contract whose issue has not landed yet answer a clear 501.
    return async (_request, reply) => reply.status(501).send(errorBody(501, `${operationId} is not implemented yet`));
  }
  return async (request, reply) => {
    // Fastify validates a body only when one was sent: a required one must be checked here.
    if (request.body === undefined && request.routeOptions.schema?.body && !bodyIsOptional(operationId)) {
      throw new HttpError(400, 'body is required', { errors: [{ field: 'body', message: 'is required' }] });
    }
    const { query, params, body, requester } = request;
    const answer = await handler({ query, params, body, requester } as never);
    return answer instanceof Answer ? reply.status(answer.status).send(answer.body) : answer;
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, publicUrl, identity, logger, clock = systemClock } = options;
  const payment = options.payment ?? readPaymentConfig();
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: traceIdOf,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    trustProxy: readTrustProxy(),
    // A bad URL or an overlong path parameter is refused before routing: in the contract's error shape too.
    frameworkErrors: handleError,
    // Fastify gives each plugin 10 s to start. An embedded database starting in the same process
    // (PGlite, a second app in the tests) can hold the event loop that long on a loaded two-core
    // machine, and Swagger UI then failed the start (seen in CI). A plugin that never starts is
    // still reported, after a minute.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`)),
  );

  // The job worker starts once the routes are in place; work enqueued before wakes it then.
  const jobs: { runner?: JobRunner } = {};
  const wakeJobs = () => jobs.runner?.wake();
  // The test provider posts its webhooks to this very app, through the whole route (signature
  // check, contract validation) as a remote provider's request would go.
  const inApp: DeliverWebhook = async (payload, signature) =>
    (
      await app.inject({
        method: 'POST',
        url: '/payments/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'payment-signature': signature },
      })
    ).statusCode;
  const provider = testProvider({
    db,
    publicUrl,
    clock,
    webhookSecret: payment.webhookSecret,
    deliver: options.webhookDelivery?.(inApp) ?? inApp,
    wake: wakeJobs,
  });
  const payments: PaymentSettings = {
    provider,
    webhookSecret: payment.webhookSecret,
    returnOrigins: payment.returnOrigins,
    settleWaitMs: payment.settleWaitMs,
  };
  const log = (error: unknown) => app.log.error(error);
  // The one place the domains meet: orders and payments build on the basket, and hand it (and
  // orders) what they own (decision 0031).
  const deps: OrderDeps = {
    db,
    publicUrl,
    identity,
    clock,
    payments,
    log,
    wakeJobs,
    releaseExpiredReservations,
    enqueueRefund,
  };
  const handlers = allHandlers(deps);
  // Operations that read or answer something else than JSON (multipart uploads, image bytes)
  // bring their own route options.
  const ownRoutes: Partial<Record<OperationId, Partial<RouteOptions>>> = {
    createSupportTicket: supportTicketRoute({ db, identify: identifyRequester(identity) }),
    uploadUserPicture: uploadPictureRoute(deps),
    getUserPicture: pictureRoute(deps),
    receivePaymentEvent: webhookRoute(deps),
  };
  app.decorateRequest('requester', null);
  serveMetrics(app, () => db.poolUse?.());
  await registerProtections(app, options.limits ?? readRateLimitConfig());
  await app.register(multipart);
  await app.register(openapiGlue, {
    specification: SPECIFICATION_PATH,
    securityHandlers: securityHandlers(identity),
    operationResolver: (operationId: string) =>
      (ownRoutes[operationId as OperationId] as RouteOptions | undefined) ??
      toRoute(handlers[operationId as OperationId] as Handler<OperationId> | undefined, operationId),
  });
  await testWalletRoutes(app, { db, provider });
  if (options.docs) await registerDocs(app);
  await app.register(fastifyStatic, { root: IMAGES_DIR, prefix: '/images/', maxAge: '7d', immutable: true });
  // Liveness: the process answers (restart it otherwise); no database, so an outage of the
  // database does not get every replica restarted. Readiness: the database answers too (send
  // traffic here); otherwise a 503 from the error handler.
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });
  const runner = startStorefrontJobs(
    { db, clock, payments, log, providerJobs: provider.jobs, mail: options.mail ?? readMailConfig() },
    options.jobs ?? readJobsConfig(),
  );
  jobs.runner = runner;
  // Closing the app stops the worker first (bounded wait for its running job), while the routes a
  // job may call (the webhook) still answer.
  app.addHook('preClose', () => runner.stop());
  return app;
}
