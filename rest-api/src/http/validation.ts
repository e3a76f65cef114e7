import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { findUnsafeText } from './text.js';

/** The keyword of the errors about text that cannot be stored (see `text.ts`). */
export const UNSAFE_TEXT_KEYWORD = 'storableText';

/**
 * Checks that every string of the part can be stored before the contract's schema runs. One check
 * for every part of every route (body, query, path, headers, multipart fields) instead of a
 * keyword on each string of the contract.
 */
function withStorableText(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const unsafe = findUnsafeText(data);
    if (unsafe.length > 0) {
      check.errors = unsafe.map(({ instancePath, message }) => ({
        keyword: UNSAFE_TEXT_KEYWORD,
        instancePath,
        schemaPath: '#',
        params: {},
        message,
      }));
      return false;
    }
    const valid = validate(data, context);
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the parent to validators that have one, so coercion can replace a root value.
  check.schemaEnv = validate.schemaEnv;
  return check;
}

/** The validator compiler of the contract's schemas (OpenAPI 3.1, so JSON Schema 2020-12). */
export function contractValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv2020({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    strict: false,
  });
  addFormats.default(ajv);
  return ({ schema }) => withStorableText(ajv.compile(schema as object));
}
