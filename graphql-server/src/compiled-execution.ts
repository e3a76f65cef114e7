import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
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
 * graphql-jit is CommonJS and builds its errors on the `graphql` it `require`s; where the ESM and
 * CommonJS builds of graphql are both loaded (vitest), Apollo would not recognise them as
 * GraphQL errors and answer INTERNAL_SERVER_ERROR. Each error is made again with our graphql,
 * keeping its message, path, locations, extensions (the code) and original error.
 */
function sameGraphqlError(error: GraphQLFormattedError & { originalError?: Error | null }): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const same = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(same, { locations: error.locations });
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
  const executor: GatewayExecutor = async ({ document, operationName, context, request }) => {
    const compiled = compile(document, operationName);
    const result = isCompiledQuery(compiled)
      ? await compiled.query(undefined, context, request.variables ?? {})
      : compiled;
    return result.errors ? { ...result, errors: result.errors.map(sameGraphqlError) } : result;
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
