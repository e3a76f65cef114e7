import type { FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from './errors.js';
import { appendRouteHook, operationOf } from './hooks.js';

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;

function unsupported(sent: string | undefined, declared: string[]): HttpError {
  const expected =
    declared.length > 0 ? `must be ${declared.join(' or ')}` : 'must be empty: this operation takes no body';
  const what = sent ?? 'a body without content-type';
  return new HttpError(415, `${what} is not accepted here: ${expected}`, {
    errors: [{ field: declared.length > 0 ? 'header.content-type' : 'body', message: expected }],
  });
}

/**
 * Refuses with 415, before the body is read, a body of a media type the contract does not declare
 * for the operation. Fastify validates a body only against the schema of its media type, so a
 * `text/plain` body on a JSON operation would otherwise reach the handler unvalidated.
 */
export function refuseUndeclaredMediaTypes(route: RouteOptions) {
  if (operationOf(route) === undefined) return;
  const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
  const declared = Object.keys(content ?? {});
  appendRouteHook(route, 'onRequest', async (request) => {
    const sent = mediaTypeOf(request);
    // An empty body of an undeclared type would be parsed as that type (`text/plain` gives '')
    // and reach the handler as a body: its type is refused as a sent body's would be.
    const typed = sent !== undefined && declared.length > 0;
    if (!hasBody(request) && !typed) return;
    if (sent === undefined || !declared.includes(sent)) throw unsupported(sent, declared);
  });
}
