import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { isJson, readJsonBody } from './json-body.js';
import { HttpError, sendError } from './json-errors.js';
import type { Logger } from '../observability/log.js';

/** The answer of a plain GET path (`/health`, `/ready`, `/metrics`). */
export interface PlainAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface GraphqlOverHttpOptions<TContext extends BaseContext> {
  /** The largest request body read, in bytes. */
  bodyLimit: number;
  context: (request: IncomingMessage) => Promise<TContext>;
  /** The paths answered besides `/graphql`, to GET and HEAD. */
  routes: Record<string, () => Promise<PlainAnswer>>;
  /** Where a failure outside GraphQL's own error handling is logged. */
  logger: Logger;
}

/** The request's headers as Apollo reads them (repeated ones joined, as HTTP allows). */
function headerMap(request: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

async function serveGraphql<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  options: GraphqlOverHttpOptions<TContext>,
  request: IncomingMessage,
  response: ServerResponse,
  search: string,
) {
  const method = request.method ?? 'GET';
  // A POST that is not JSON is refused before its body is read (Apollo's CSRF refusal would be a 400).
  if (method === 'POST' && !isJson(request)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A GraphQL POST body must be `application/json`');
  }
  const answer = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method,
      headers: headerMap(request),
      search,
      body: method === 'POST' ? await readJsonBody(request, options.bodyLimit) : undefined,
    },
    context: () => options.context(request),
  });
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  response.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    response.end(answer.body.string);
    return;
  }
  for await (const chunk of answer.body.asyncIterator) response.write(chunk);
  response.end();
}

/**
 * The facade's HTTP server on Node's own `http` module: `/graphql` through Apollo, the plain
 * `routes` (health, readiness, metrics), and a JSON GraphQL error for everything else. Express cost about a tenth of the facade's CPU per
 * page for routing and body parsing we need none of (docs/decisions/0015-lean-facade.md).
 */
export function graphqlOverHttp<TContext extends BaseContext>(
  apollo: ApolloServer<TContext>,
  options: GraphqlOverHttpOptions<TContext>,
): RequestListener {
  return async (request, response) => {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    try {
      if (path === '/graphql' || path === '/graphql/') {
        await serveGraphql(apollo, options, request, response, queryAt < 0 ? '' : url.slice(queryAt));
      } else if (Object.hasOwn(options.routes, path) && (request.method === 'GET' || request.method === 'HEAD')) {
        const answer = await options.routes[path]!();
        response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
      } else {
        sendError(response, 404, 'NOT_FOUND', `Cannot ${request.method} ${path}`);
      }
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
      } else if (error instanceof HttpError) {
        sendError(response, error.status, error.code, error.message);
      } else {
        options.logger.error({ err: error, method: request.method, path }, 'unexpected HTTP error');
        sendError(response, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      }
    }
  };
}
