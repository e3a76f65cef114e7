import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { dirname } from 'node:path';
import { SPECIFICATION_PATH } from './contract.js';

/**
 * Swagger UI for the REST contract at `/docs`, read from the contract file itself (static mode:
 * the contract is the source, not the routes), its JSON and YAML at `/docs/json` and `/docs/yaml`.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    specification: { path: SPECIFICATION_PATH, baseDir: dirname(SPECIFICATION_PATH) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
