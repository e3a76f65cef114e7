import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const SPEC_ID = 'rest-api.openapi.json';
const spec = parse(readFileSync(new URL('../../schema/rest-api.openapi.yaml', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...spec, $id: SPEC_ID });

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks an answer against the contract: the status must be documented for the operation and
 * the body must match its schema. Returns the Ajv errors, empty when the answer honours it.
 */
export function contractErrors(method: string, path: string, status: number, body: unknown): string[] {
  const operation = spec.paths[path]?.[method.toLowerCase()];
  if (!operation) return [`${method} ${path} is not in the contract`];
  let response = operation.responses[String(status)];
  if (!response) return [`${method} ${path} does not document status ${status}`];
  let ref = `#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status))}`;
  if (response.$ref) {
    ref = response.$ref;
    response = spec.components.responses[response.$ref.split('/').pop()];
  }
  if (!response.content) return body === undefined ? [] : ['a body where the contract has none'];
  const validate = ajv.getSchema(`${SPEC_ID}${ref}/content/application~1json/schema`);
  if (!validate) return [`no schema for ${ref}`];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Checks an error answer against the contract's `ErrorBody`; empty when it honours it. */
export function errorBodyErrors(body: unknown): string[] {
  const validate = ajv.getSchema(`${SPEC_ID}#/components/schemas/ErrorBody`);
  if (!validate) return ['no ErrorBody schema in the contract'];
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
