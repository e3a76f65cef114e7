import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Hostile requests generated from the REST contract: for every operation, values of the
 * declared shapes mixed with values no client should send (NUL, lone surrogates, huge strings,
 * deep objects, wrong types, extreme numbers, bad ids), wrong content types, with and without a
 * bearer token.
 */

type Schema = Record<string, any>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Media type → schema of the request body. */
  content: Record<string, Schema>;
}

/** One request as sent: what `fetch` takes, and the operation it aims at (for the report). */
export interface FuzzRequest {
  operationId: string;
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Which token goes in `Authorization`; the runner knows the real ones. */
  auth: 'none' | 'user' | 'unknown-user' | 'garbage';
}

const spec = parse(readFileSync(new URL('../../schema/rest-api.openapi.yaml', import.meta.url), 'utf8'));

/** Follows `$ref`s into the contract's components. */
function deref<T = Schema>(node: any): T {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at: any, key: string) => at?.[key], spec);
  }
  return current as T;
}

/** Every operation of the contract. */
export function contractOperations(): Operation[] {
  return Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const body = deref(operation.requestBody);
        const content = Object.fromEntries(
          Object.entries((body?.content ?? {}) as Record<string, { schema?: Schema }>).map(([type, media]) => [
            type,
            deref(media.schema ?? {}),
          ]),
        );
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
          deref<Parameter>(p),
        );
        return { operationId: operation.operationId, method: method.toUpperCase(), path, parameters, content };
      }),
  );
}

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\udfff\ud800',
  '\ufffe\uffff',
  '\u202e\u200b',
  'x'.repeat(100_000),
  'é'.repeat(5_000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '00000000-0000-0000-0000-00000000000g',
  'not-a-uuid',
  '1e309',
  'NaN',
  '-1',
  '9'.repeat(40),
  '2024-02-30',
  '{"a":1}',
];
const HOSTILE_NUMBERS = [-1, 0, -2147483649, 2147483648, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0.0001];

/** A value no client should send where `schema` is expected. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(true, false, null),
  fc.constantFrom(deep(50), deep(3_000), {}, [], [[[]]]),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 8 }), {
    maxKeys: 4,
  }),
);

const stringOf = (schema: Schema): fc.Arbitrary<string> => {
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 60)) });
};

/** A value of the shape `schema` declares (limits roughly kept), `depth` levels deep at most. */
function plausible(raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const schema = deref(raw) ?? {};
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) return fc.oneof(...choices.map((choice: Schema) => plausible(choice, depth)));
  if (schema.allOf) return plausible(Object.assign({}, ...schema.allOf.map((s: Schema) => deref(s))), depth);
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(...types.map((type) => plausibleOfType(type, schema, depth)));
}

function plausibleOfType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 10_000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth <= 0 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, depth - 1), { maxLength: 4 });
    default: {
      if (depth <= 0) return fc.constant({});
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      const record = Object.fromEntries(properties.map(([name, s]) => [name, valueOf(s, depth - 1)]));
      const required = (schema.required ?? []) as string[];
      return fc.record(record, { requiredKeys: required.filter((name) => name in record) });
    }
  }
}

/** Mostly a value of the declared shape, sometimes a hostile one. */
export const valueOf = (schema: Schema, depth = 4): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, depth) }, { weight: 1, arbitrary: hostile });

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Percent-encodes text for a URL; a lone surrogate has no UTF-8 form, so its CESU-8 bytes go instead. */
function urlEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9]/g, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '';
      }
    });
  }
}

/** A header value `fetch` can send (Latin-1, no control characters); hostile text is cut to what fits. */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 2000);

const WRONG_MEDIA_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'];
const BROKEN_JSON = [
  '',
  '{',
  '[',
  'null',
  '"x"',
  '1',
  '{"a":}',
  '\u0000',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
];

function formOf(values: Record<string, unknown>, fileNames: string[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, asText(value));
  const bytes = [
    Buffer.from('%PDF-1.4\n'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(9),
  ];
  fileNames.forEach((fileName, i) => {
    for (const field of ['attachments', 'picture']) {
      form.append(field, new Blob([new Uint8Array(bytes[i % bytes.length]!)]), fileName);
    }
  });
  return form;
}

interface SentBody {
  type?: string;
  body?: string | FormData;
}

/** The body of a request to `operation`: of a declared media type mostly, of a wrong one sometimes. */
function bodyOf(operation: Operation): fc.Arbitrary<SentBody> {
  const declared = Object.entries(operation.content);
  const wrong: fc.Arbitrary<SentBody> = fc.record({
    type: fc.option(fc.constantFrom(...WRONG_MEDIA_TYPES, 'application/json'), { nil: undefined }),
    body: fc.oneof(fc.constantFrom(...BROKEN_JSON), valueOf({}).map(asText)),
  });
  const none = fc.constant<SentBody>({});
  if (declared.length === 0) return fc.oneof({ weight: 4, arbitrary: none }, { weight: 1, arbitrary: wrong });
  const right = fc.constantFrom(...declared).chain(([type, schema]): fc.Arbitrary<SentBody> =>
    type === 'multipart/form-data'
      ? fc
          .tuple(
            valueOf(schema),
            fc.array(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 9), 'a.pdf', 'me.png'), { maxLength: 4 }),
          )
          .map(([values, names]) => ({
            body: formOf(values && typeof values === 'object' ? (values as Record<string, unknown>) : {}, names),
          }))
      : valueOf(schema).map((value) => ({ type, body: JSON.stringify(value) ?? 'null' })),
  );
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: none });
}

/** A request to `operation`, hostile in any of its parts. */
export function requestTo(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const of = (where: Parameter['in']) => operation.parameters.filter((p) => p.in === where);
  const values = (parameters: Parameter[]) =>
    fc.tuple(
      ...parameters.map((p) =>
        p.required || p.in === 'path'
          ? valueOf(p.schema ?? {})
          : fc.option(valueOf(p.schema ?? {}), { nil: undefined }),
      ),
    );
  return fc
    .record({
      path: values(of('path')),
      query: values(of('query')),
      headers: values(of('header')),
      body: bodyOf(operation),
      // Mostly the signed-in user, so that most requests get past the bearer check to the handler.
      auth: fc.oneof(
        { weight: 6, arbitrary: fc.constant('user' as const) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('none', 'unknown-user', 'garbage') as fc.Arbitrary<FuzzRequest['auth']>,
        },
      ),
    })
    .map(({ path, query, headers, body, auth }) => {
      let url = operation.path;
      of('path').forEach((p, i) => (url = url.replace(`{${p.name}}`, urlEncode(asText(path[i])))));
      const search = of('query').flatMap((p, i) => {
        const value = query[i];
        if (value === undefined) return [];
        const items = Array.isArray(value) ? value : [value];
        return items.map((item) => `${urlEncode(p.name)}=${urlEncode(asText(item))}`);
      });
      const sent: Record<string, string> = {};
      of('header').forEach((p, i) => {
        if (headers[i] !== undefined) sent[p.name] = headerSafe(asText(headers[i]));
      });
      if (body.type) sent['content-type'] = body.type;
      return {
        operationId: operation.operationId,
        method: operation.method,
        url: search.length > 0 ? `${url}?${search.join('&')}` : url,
        headers: sent,
        // fetch sends no body with a GET: the content type alone goes.
        body: operation.method === 'GET' ? undefined : body.body,
        auth,
      };
    });
}

/**
 * Deleting the account also deletes the identity, whose token every later request would carry:
 * the rest of the run would be refused at the bearer check. Its own tests cover it.
 */
const SPARED = new Set(['deleteUser']);

/** A request to any operation of the contract (but `SPARED`). */
export const anyRequest = (): fc.Arbitrary<FuzzRequest> =>
  fc.constantFrom(...contractOperations().filter((o) => !SPARED.has(o.operationId))).chain(requestTo);
