import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type ASTNode,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Operations compiled once per parsed document and operation name. Apollo keeps one parsed
 * document per query text (its document store), so a page's query is compiled on its first
 * request and reused until the document leaves that store.
 */
function compiledOperations(schema: GraphQLSchema) {
  const byDocument = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  return (document: DocumentNode, operationName: string | null) => {
    let byName = byDocument.get(document);
    if (!byName) byDocument.set(document, (byName = new Map()));
    const key = operationName ?? '';
    const known = byName.get(key);
    if (known) return known;
    const compiled = compileQuery(schema, document, operationName ?? undefined);
    // A document Apollo validated always compiles; anything else is answered as graphql-js would.
    if (!isCompiledQuery(compiled)) return compiled;
    byName.set(key, compiled);
    return compiled;
  };
}

/**
 * graphql-jit builds its errors on the `graphql` it `require`s, with a read-only `message`. Where
 * the ESM and CommonJS builds of graphql are both loaded (vitest), Apollo would not recognise them
 * as GraphQL errors and answer INTERNAL_SERVER_ERROR; and Apollo's plugins rewrite `message`
 * (graphql-armor masks field suggestions), which throws on a read-only one. Each error is made
 * again with our graphql, keeping its message, path, locations, extensions (the code) and original
 * error; `nodes` is given for a bad variable (see variableDefinitionOf).
 */
function sameGraphqlError(
  error: GraphQLFormattedError & { originalError?: Error | null },
  nodes?: readonly ASTNode[],
): GraphQLError {
  const same = new GraphQLError(error.message, {
    nodes,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(same, { locations: error.locations });
}

/**
 * graphql-jit reports a bad variable (no data at all) with locations only; Apollo answers it as
 * BAD_USER_INPUT when the error points at the variable's definition, as graphql-js's errors do.
 */
function variableDefinitionOf(error: GraphQLFormattedError, document: DocumentNode): readonly ASTNode[] | undefined {
  const name = /^Variable "\$(\w+)"/.exec(error.message)?.[1];
  if (!name) return undefined;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const variable = definition.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
    if (variable) return [variable];
  }
  return undefined;
}

/**
 * Our schema served through graphql-jit instead of graphql-js's interpreter, plugged in through
 * the only executor hook Apollo Server 5 has: its gateway interface. Apollo still parses,
 * validates, runs every plugin (the hardening rules, the cache hints' per-field hook: it wraps the
 * schema's resolvers, which the compiled code calls) and formats the errors; only the walk of the
 * selection set changes. Why: graphql-js was the largest share of the facade's own CPU per page
 * after decision 0015 (docs/decisions/0021-compiled-execution.md).
 */
export function compiledExecution<TContext>(definition: IExecutableSchemaDefinition<TContext>): GatewayInterface {
  const schema = makeExecutableSchema(definition);
  const compile = compiledOperations(schema);
  const executor: GatewayExecutor = async ({ document, context, request }) => {
    // The name the client sent: Apollo's own `operationName` stays null when no operation matched it.
    const operationName = request.operationName ?? null;
    // graphql-jit runs the only operation whatever the name asked; Apollo needs the error graphql-js
    // gives for a name the document lacks (it answers OPERATION_RESOLUTION_FAILURE).
    if (!getOperationAST(document, operationName)) {
      const message = operationName
        ? `Unknown operation named "${operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      return { errors: [new GraphQLError(message)] };
    }
    const compiled = compile(document, operationName);
    const result = isCompiledQuery(compiled)
      ? await compiled.query(undefined, context, request.variables ?? {})
      : compiled;
    if (!result.errors) return result;
    const errors = result.errors.map((error) =>
      sameGraphqlError(error, result.data === undefined ? variableDefinitionOf(error, document) : undefined),
    );
    return { ...result, errors };
  };
  let listener: Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0] | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      listener = callback;
      return () => {
        listener = undefined;
      };
    },
    async load() {
      listener?.({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {},
  };
}
