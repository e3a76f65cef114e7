import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { describe, expect, it } from '@jest/globals';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
} from 'graphql';
import { documentCacheControl } from '../../graphql-server/src/cache/cache-control.js';
import { documentCachePolicy } from '../../graphql-server/src/cache/document-cache-policy.js';
import { typeDefs } from '../../graphql-server/src/schema.js';
import * as web from '../../web/src/graphql/generated/graphql.js';

// The facade reads an answer's cache policy from the operation's document instead of Apollo's
// per-field hook. Where every selected field resolves, the two must agree exactly: checked here
// on every query the web sends, with an executor that gives every field a value (two list items,
// every object present), once with Apollo's plugin and once with ours.

const SCALARS: Record<string, unknown> = { String: 'x', ID: 'id', Int: 1, Float: 1.5, Boolean: true };
const scalar = (name: string) => SCALARS[name] ?? '2026-11-25T00:00:00.000Z';

function outputOf(type: GraphQLOutputType): unknown {
  if (isNonNullType(type)) return outputOf(type.ofType);
  if (isListType(type)) return [outputOf(type.ofType), outputOf(type.ofType)];
  if (isObjectType(type)) return {};
  if (isEnumType(type)) return type.getValues()[0]!.value;
  return scalar(getNamedType(type).name);
}

function inputOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return inputOf(type.ofType);
  if (isListType(type)) return [inputOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type))
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, inputOf(field.type)]));
  return scalar(type.name);
}

const everyFieldResolves: GraphQLFieldResolver<unknown, unknown> = (_source, _args, _context, info) =>
  outputOf(info.returnType);

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;

function variablesOf(document: DocumentNode) {
  return Object.fromEntries(
    (operationOf(document).variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      inputOf(typeFromAST(schema, definition.type as never) as GraphQLInputType),
    ]),
  );
}

const schema = makeExecutableSchema({ typeDefs });
for (const type of Object.values(schema.getTypeMap()))
  if (isObjectType(type) && !type.name.startsWith('__'))
    for (const field of Object.values(type.getFields())) field.resolve = everyFieldResolves;

async function cacheControlHeaders(documents: DocumentNode[], plugins: ApolloServerPlugin[]) {
  const server = new ApolloServer({ schema, plugins });
  await server.start();
  try {
    return await Promise.all(
      documents.map(async (document) => {
        const response = await server.executeOperation({ query: document, variables: variablesOf(document) });
        expect(response.body.kind === 'single' && response.body.singleResult.errors).toBeFalsy();
        return response.http.headers.get('cache-control');
      }),
    );
  } finally {
    await server.stop();
  }
}

const webQueries = Object.entries(web)
  .filter(([name, value]) => name.endsWith('Document') && operationOf(value as DocumentNode)?.operation === 'query')
  .map(([name, value]) => ({ name, document: value as DocumentNode }));

describe("an answer's cache policy read from its document", () => {
  it("gives every query of the web the Cache-Control Apollo's per-field hook gives", async () => {
    expect(webQueries.length).toBeGreaterThan(20);
    const documents = webQueries.map((query) => query.document);
    const apollos = await cacheControlHeaders(documents, []);
    const ours = await cacheControlHeaders(documents, [
      ApolloServerPluginCacheControlDisabled() as unknown as ApolloServerPlugin,
      documentCacheControl(),
    ]);
    const named = (headers: (string | undefined)[]) =>
      Object.fromEntries(webQueries.map((query, index) => [query.name, headers[index]]));
    expect(named(ours)).toEqual(named(apollos));
    // Not a comparison of two "no-store"s: the pages' catalog and live data are cacheable.
    expect(named(ours)).toMatchObject({
      CampaignPageDocument: 'max-age=5, public',
      HelpFaqDocument: 'max-age=60, public',
    });
  });
});

describe('the document policy where fields may not resolve', () => {
  const policy = (query: string) => documentCachePolicy(schema, parse(query));

  it('counts every selected field, so it is never looser than what resolves', () => {
    // Apollo would keep the answer for 60 s when the campaign is missing (its packs never resolve).
    expect(policy('{ campaign(url: "gone") { title packs { stockLeft } } }')).toEqual({ maxAge: 5, scope: undefined });
    expect(policy('{ campaign(url: "x") { title liked } }')).toEqual({ maxAge: 0, scope: 'PRIVATE' });
    expect(policy('{ campaign(url: "x") { ...Live } } fragment Live on Campaign { backerCount }')).toEqual({
      maxAge: 5,
    });
  });

  it('leaves meta fields out, keeps unhinted root fields uncached and asks the named operation only', () => {
    expect(policy('{ __typename }')).toEqual({});
    // A root field with no hint of its own is never cached, as Apollo's default max-age says.
    expect(policy('{ ping }')).toEqual({ maxAge: 0 });
    const two = parse('query A { faq { id } } query B { viewer { id } }');
    expect(documentCachePolicy(schema, two, 'A')).toEqual({ maxAge: 60 });
    expect(documentCachePolicy(schema, two, 'B')).toEqual({ maxAge: 0, scope: 'PRIVATE' });
    expect(documentCachePolicy(schema, two, 'C')).toEqual({});
  });
});
