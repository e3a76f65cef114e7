import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { components } from '../generated/rest-api.js';

type ErrorBody = components['schemas']['ErrorBody'];
type FieldError = components['schemas']['FieldError'];
type ErrorCode = components['schemas']['ErrorCode'];

/** A failure a handler reports on purpose; the error handler turns it into an ErrorBody. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { code?: ErrorCode; errors?: FieldError[] } = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string, field?: string) =>
  new HttpError(
    404,
    `${what} not found`,
    field ? { errors: [{ field, message: `unknown ${what.toLowerCase()}` }] } : {},
  );

export function errorBody(statusCode: number, message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const LOCATION: Record<string, string> = { querystring: 'query', body: 'body', params: 'path', headers: 'header' };
// A value of the wrong shape means the request cannot be read (400); any other rule it breaks
// (range, enumeration, format, length) means it was read and refused (422).
const UNREADABLE = new Set(['type', 'required', 'additionalProperties', 'dependentRequired']);

export function validationFields(errors: AjvError[], context: string | undefined): FieldError[] {
  const location = LOCATION[context ?? ''] ?? context ?? 'request';
  return errors.map((error) => {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    return { field: [location, ...path].join('.'), message: error.message ?? error.keyword };
  });
}

export function validationStatus(errors: AjvError[]): 400 | 422 {
  return errors.some((error) => UNREADABLE.has(error.keyword)) ? 400 : 422;
}

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
  }
  const validation = (error as FastifyError).validation as AjvError[] | undefined;
  if (validation) {
    const status = validationStatus(validation);
    const errors = validationFields(validation, (error as FastifyError).validationContext);
    const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
    return reply.status(status).send(errorBody(status, summary, { errors }));
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error(error);
  return reply.status(status).send(errorBody(status, status >= 500 ? 'Internal Server Error' : error.message));
}
