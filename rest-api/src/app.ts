import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type RouteHandlerMethod, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { fileURLToPath } from 'node:url';
import { authorHandlers } from './catalog/authors.js';
import { campaignHandlers } from './catalog/campaigns.js';
import type { CatalogDeps } from './catalog/deps.js';
import { helpHandlers } from './catalog/help.js';
import { newsHandlers } from './catalog/news.js';
import { packHandlers } from './catalog/packs.js';
import { participationHandlers } from './catalog/participations.js';
import type { Database } from './db/database.js';
import { SPECIFICATION_PATH, type Handler, type Handlers, type OperationId } from './http/contract.js';
import { errorBody, handleError, HttpError } from './http/errors.js';
import { supportTicketRoute } from './support/tickets.js';
import { supportHandlers } from './support/topics.js';

const IMAGES_DIR = fileURLToPath(new URL('../public/images/', import.meta.url));

export interface AppOptions {
  db: Database;
  publicUrl: string;
  /** A pino level (`info`, `warn`, `silent`...); no logging when absent. */
  logLevel?: string;
}

function allHandlers(deps: CatalogDeps): Handlers {
  return {
    ...campaignHandlers(deps),
    ...packHandlers(deps),
    ...authorHandlers(deps),
    ...helpHandlers(deps),
    ...newsHandlers(deps),
    ...participationHandlers(deps),
    ...supportHandlers(deps),
  };
}

function toRoute(handler: Handler<OperationId> | undefined, operationId: string): RouteHandlerMethod {
  if (!handler) {
    // Operations of the contract whose issue has not landed yet answer a clear 501.
    return async (_request, reply) => reply.status(501).send(errorBody(501, `${operationId} is not implemented yet`));
  }
  return async (request) => {
    // Fastify validates a body only when one was sent; the contract's bodies are required.
    if (request.body === undefined && request.routeOptions.schema?.body) {
      throw new HttpError(400, 'body is required', { errors: [{ field: 'body', message: 'is required' }] });
    }
    return handler({ query: request.query, body: request.body } as never);
  };
}

export async function buildApp({ db, publicUrl, logLevel }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: logLevel ? { level: logLevel } : false });
  // The contract is OpenAPI 3.1, so its schemas are JSON Schema 2020-12.
  const ajv = new Ajv2020({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    strict: false,
  });
  addFormats.default(ajv);
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`)),
  );

  const handlers = allHandlers({ db, publicUrl });
  // Multipart operations read their body themselves: they bring their own route options.
  const multipartRoutes: Partial<Record<OperationId, Partial<RouteOptions>>> = {
    createSupportTicket: supportTicketRoute({ db }),
  };
  await app.register(multipart);
  await app.register(openapiGlue, {
    specification: SPECIFICATION_PATH,
    operationResolver: (operationId: string) =>
      (multipartRoutes[operationId as OperationId] as RouteOptions | undefined) ??
      toRoute(handlers[operationId as OperationId] as Handler<OperationId> | undefined, operationId),
  });
  await app.register(fastifyStatic, { root: IMAGES_DIR, prefix: '/images/', maxAge: '7d', immutable: true });
  app.get('/health', async () => {
    await db.query('SELECT 1');
    return { status: 'ok' };
  });
  return app;
}
