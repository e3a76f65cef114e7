import http from 'node:http';

/** Answers the way Apollo does: a GraphQL error body, whatever went wrong (GraphQL over HTTP). */
export function sendError(
  response: http.ServerResponse,
  status: number,
  code: string,
  message = http.STATUS_CODES[status] ?? 'Error',
) {
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    .end(body);
}

/** A request refused before GraphQL runs, with the status and code its JSON error body gets. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message = http.STATUS_CODES[status] ?? 'Error',
  ) {
    super(message);
  }
}
