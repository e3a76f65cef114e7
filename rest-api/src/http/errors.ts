import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { components } from '../generated/rest-api.js';
import { databaseRefusal } from './database-errors.js';
import { UNSAFE_TEXT_KEYWORD } from './validation.js';

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

/** A refusal about one field: `body.picture is larger than 2 MB`. */
export const fieldError = (statusCode: 400 | 404 | 422, field: string, message: string) =>
  new HttpError(statusCode, `${field} ${message}`, { errors: [{ field, message }] });

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
// Text that cannot be stored (a NUL, a lone surrogate) cannot be read either.
const UNREADABLE = new Set(['type', 'required', 'additionalProperties', 'dependentRequired', UNSAFE_TEXT_KEYWORD]);

/**
 * The errors that explain the failure. A value that fails `oneOf`/`anyOf` (a nullable address)
 * also fails the `type` of every branch it was not meant for; when it got past a branch's type
 * and broke a rule deeper in it, that rule is the reason, and those type errors are noise.
 */
function decisive(errors: AjvError[]): AjvError[] {
  const choices = new Set(
    errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath),
  );
  const explained = new Set(
    [...choices].filter((path) =>
      errors.some(
        (e) =>
          e.instancePath.startsWith(`${path}/`) ||
          (e.instancePath === path && !['type', 'oneOf', 'anyOf'].includes(e.keyword)),
      ),
    ),
  );
  return errors.filter((e) => !(explained.has(e.instancePath) && ['type', 'oneOf', 'anyOf'].includes(e.keyword)));
}

export function validationFields(errors: AjvError[], context: string | undefined): FieldError[] {
  const location = LOCATION[context ?? ''] ?? context ?? 'request';
  return decisive(errors).map((error) => {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    return { field: [location, ...path].join('.'), message: error.message ?? error.keyword };
  });
}

export function validationStatus(errors: AjvError[]): 400 | 422 {
  return decisive(errors).some((error) => UNREADABLE.has(error.keyword)) ? 400 : 422;
}

/** fastify-openapi-glue wraps what a security handler threw: that handler's answer is the one to give. */
function securityCause(error: FastifyError | HttpError): FastifyError | HttpError {
  const causes = (error as { errors?: unknown }).errors;
  const cause = Array.isArray(causes) ? causes.findLast((c) => c instanceof HttpError) : undefined;
  return cause ?? error;
}

/** Seconds a client waits before retrying a request the database could not serve. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

export function handleError(thrown: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = databaseRefusal(thrown);
  const error = refusal ? fieldError(refusal.statusCode, refusal.field, refusal.message) : securityCause(thrown);
  if (isDatabaseUnavailable(error)) {
    request.log.warn(error);
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(errorBody(503, 'The database is unavailable: try again shortly'));
  }
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
