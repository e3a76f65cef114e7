import fc from 'fast-check';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefs } from '../../graphql-server/src/schema.js';

export const schema: GraphQLSchema = buildASTSchema(parse(typeDefs.join('\n')));

/** One HTTP request to the GraphQL endpoint. */
export interface FuzzRequest {
  method: string;
  contentType: string | null;
  /** Which bearer goes with it: none, a signed-in emulator user's, or a forged one. */
  auth: 'none' | 'user' | 'forged';
  /** The body (POST and others) or, for GET, the query string. */
  payload: string;
}

/** Text that has broken servers: NUL, lone surrogates, injections, long and odd Unicode. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '\u202e\u200b',
    '-1',
    '9'.repeat(40),
    '1e309',
  ),
  fc.integer({ min: 1, max: 60_000 }).map((length) => 'x'.repeat(length)),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Ids that exist in the seeded shop as well as ones that cannot. */
const idString = fc.oneof(fc.integer({ min: -2, max: 40 }).map(String), hostileString);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.double(), fc.constant(2 ** 53));
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true }), fc.integer());
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return idString;
    default:
      return hostileString;
  }
}

/** A value for an input type: mostly of the right shape, sometimes of any shape. */
export function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = anyJson as fc.Arbitrary<unknown>;
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 9, arbitrary: inputValue(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const right = (): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(inputValue(type.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 4 });
    if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), hostileString);
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(
        Object.fromEntries(
          fields.map((field) => [field.name, depth > 3 ? fc.constant(null) : inputValue(field.type, depth + 1)]),
        ),
        { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
      );
    }
    return scalarValue(getNamedType(type).name);
  };
  return fc.oneof(
    { weight: 8, arbitrary: right() },
    { weight: 1, arbitrary: wrong },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Writes a JSON value as a GraphQL literal; strings of an enum type become enum values when they can. */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  const named = type && getNamedType(type);
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return named && isEnumType(named) && NAME.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((item) => literal(item, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = named && isInputObjectType(named) ? named.getFields() : {};
    const entries = Object.entries(value).map(
      ([key, item]) => `${NAME.test(key) ? key : JSON.stringify(key)}: ${literal(item, fields[key]?.type)}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

/** A selection set for an object type, leaves mostly, nesting at most `depth` levels. */
function selection(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const leaves = fields.filter((field) => isLeafType(getNamedType(field.type)));
  const branches = depth > 0 ? fields.filter((field) => isObjectType(getNamedType(field.type))) : [];
  const leaf = leaves.length ? fc.constantFrom(...leaves.map((field) => field.name)) : fc.constant('__typename');
  const branch = branches.length
    ? fc
        .constantFrom(...branches)
        .chain((field) =>
          selection(getNamedType(field.type) as GraphQLObjectType, depth - 1).map((inner) => `${field.name} ${inner}`),
        )
    : leaf;
  return fc
    .array(fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: branch }), { minLength: 1, maxLength: 5 })
    .map((items) => `{ ${items.join(' ')} }`);
}

/** The selection of a field's result, or nothing for a leaf (a union or interface gets `__typename`). */
function resultSelection(field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return fc.constant('');
  if (isObjectType(named)) return fc.integer({ min: 0, max: 4 }).chain((depth) => selection(named, depth));
  return fc.constant('{ __typename }');
}

/** A valid-looking operation on one root field: arguments inline or as variables, of right and wrong types. */
function operation(kind: 'query' | 'mutation', root: GraphQLObjectType) {
  return fc.constantFrom(...Object.values(root.getFields())).chain((field) =>
    fc
      .record({
        // Required arguments always come (a missing one stops at validation); optional ones now and then.
        values: fc.tuple(
          ...field.args.map((arg) =>
            isNonNullType(arg.type)
              ? inputValue(arg.type)
              : fc.option(inputValue(arg.type), { freq: 2, nil: undefined }),
          ),
        ),
        asVariables: fc.boolean(),
        alias: fc.option(fc.constantFrom('a', 'b', 'x1'), { nil: undefined }),
        body: resultSelection(field),
      })
      .map(({ values, asVariables, alias, body }) => {
        const given = field.args.flatMap((arg, index) =>
          values[index] === undefined ? [] : [{ arg, value: values[index] }],
        );
        const declarations = given.map(({ arg }) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const args = given.map(
          ({ arg, value }) => `${arg.name}: ${asVariables ? `$${arg.name}` : literal(value, arg.type)}`,
        );
        const head = asVariables && given.length ? `${kind} Fuzz(${declarations})` : kind;
        const call = `${alias ? `${alias}: ` : ''}${field.name}${args.length ? `(${args.join(', ')})` : ''} ${body}`;
        const variables = asVariables
          ? Object.fromEntries(given.map(({ arg, value }) => [arg.name, value]))
          : undefined;
        return { query: `${head} { ${call} }`, variables };
      }),
  );
}

const mutationType = schema.getMutationType();
const validOperation = mutationType
  ? fc.oneof(operation('query', schema.getQueryType()!), operation('mutation', mutationType))
  : operation('query', schema.getQueryType()!);

/** Documents no server should accept: broken syntax, abuse of depth, aliases, tokens and fragments. */
const invalidDocument = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  validOperation.chain(({ query }) => fc.nat({ max: query.length }).map((cut) => query.slice(0, cut))),
  fc.integer({ min: 1, max: 400 }).map((n) => `${'{ a '.repeat(n)}${'}'.repeat(n)}`),
  fc
    .integer({ min: 1, max: 600 })
    .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`),
  fc.integer({ min: 1, max: 300 }).map((n) => `{ ping ${'@skip(if: false) '.repeat(n)}}`),
  fc.constant('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
  fc.constant('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }'),
  fc.integer({ min: 1, max: 50 }).map((n) => Array.from({ length: n }, (_, i) => `query Q${i} { ping }`).join('\n')),
);

const graphqlBody = fc.oneof(
  { weight: 6, arbitrary: validOperation.map((op) => JSON.stringify(op)) },
  { weight: 2, arbitrary: invalidDocument.map((query) => JSON.stringify({ query })) },
  {
    weight: 1,
    arbitrary: fc
      .record(
        {
          query: fc.oneof(
            validOperation.map((op) => op.query),
            anyJson,
          ),
          variables: anyJson,
          operationName: fc.oneof(hostileString, anyJson),
        },
        { requiredKeys: [] },
      )
      .map((body) => JSON.stringify(body)),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      anyJson.map((value) => JSON.stringify(value)),
      fc.string(),
      fc.constant(''),
      validOperation.map((op) => JSON.stringify([op, op])),
    ),
  },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      'text/plain',
      'application/graphql',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/graphql-response+json',
      'text/html',
    ),
  },
);

// Forged bearers stop at the token check: a few suffice.
const auth = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom('none' as const, 'user' as const) },
  { weight: 1, arbitrary: fc.constant('forged' as const) },
);

/** A request with an HTTP method, content type, bearer and body drawn from all of the above. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      method: fc.constant('POST'),
      contentType,
      auth,
      payload: graphqlBody,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      method: fc.constant('GET'),
      contentType: fc.constantFrom(null, 'application/json'),
      auth,
      payload: validOperation.map(({ query, variables }) =>
        new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) }).toString(),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      contentType,
      auth,
      payload: graphqlBody,
    }),
  },
);
