import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import http from 'node:http';

/** Answers the way Apollo does: a GraphQL error body, whatever went wrong (GraphQL over HTTP). */
function sendError(response: Response, status: number, code: string, message: string) {
  response
    .status(status)
    .type('application/json')
    .json({ errors: [{ message, extensions: { code } }] });
}

// body-parser's error types, each with the status and code the client sees.
const BODY_ERRORS: Record<string, [status: number, code: string]> = {
  'entity.too.large': [413, 'PAYLOAD_TOO_LARGE'],
  'entity.parse.failed': [400, 'BAD_REQUEST'],
  'entity.verify.failed': [400, 'BAD_REQUEST'],
  'request.aborted': [400, 'BAD_REQUEST'],
  'request.size.invalid': [400, 'BAD_REQUEST'],
  'encoding.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE'],
  'charset.unsupported': [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

/** A POST whose body is not JSON is refused with 415 before it is read. */
export const requireJsonPost: RequestHandler = (request, response, next) => {
  if (request.method !== 'POST' || request.is('application/json')) {
    next();
    return;
  }
  sendError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'A GraphQL POST body must be `application/json`');
};

/** Any path the server does not serve. */
export const notFound: RequestHandler = (request, response) => {
  sendError(response, 404, 'NOT_FOUND', `Cannot ${request.method} ${request.path}`);
};

/** Replaces Express's HTML error page (with its stack trace outside production) by a JSON error. */
export const jsonErrors: ErrorRequestHandler = (
  error: { type?: string; status?: number },
  _request,
  response,
  next,
) => {
  if (response.headersSent) {
    next(error);
    return;
  }
  const known = error.type ? BODY_ERRORS[error.type] : undefined;
  if (known) {
    sendError(response, known[0], known[1], http.STATUS_CODES[known[0]] ?? 'Bad Request');
    return;
  }
  console.error('graphql-server: unexpected HTTP error', error);
  sendError(response, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
};
