import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import {
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  Kind,
  type ASTNode,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLInputObjectType,
  type GraphQLSchema,
  type TypeNode,
  type VariableDefinitionNode,
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
 * graphql-jit builds its errors with a read-only `message`, and Apollo's plugins rewrite `message`
 * (graphql-armor masks field suggestions), which throws on a read-only one. Each error is made
 * again with our graphql, keeping its message, path, locations, extensions (the code) and original
 * error; a bad variable's gets the node and message graphql-js would give (see badVariable).
 */
function sameGraphqlError(
  error: GraphQLFormattedError & { originalError?: Error | null },
  variable?: { node: ASTNode; message: string },
): GraphQLError {
  const same = new GraphQLError(variable?.message ?? error.message, {
    nodes: variable ? [variable.node] : undefined,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(same, { locations: error.locations });
}

/** The type a variable's type names, lists and non-nulls taken off. */
const namedTypeOf = (node: TypeNode): string =>
  node.kind === Kind.NAMED_TYPE ? node.name.value : namedTypeOf(node.type);

/** The input object type of that name, if it is one. */
function inputObjectType(schema: GraphQLSchema, name: string): GraphQLInputObjectType | undefined {
  const type = schema.getType(name);
  return isInputObjectType(type) ? type : undefined;
}

/** Whether an input object type has a field named `name`, at any depth. */
function holdsField(
  schema: GraphQLSchema,
  type: GraphQLInputObjectType,
  name: string,
  seen = new Set<string>(),
): boolean {
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => {
    if (field.name === name) return true;
    let inner: { name?: string; ofType?: unknown } = field.type;
    while (inner.ofType) inner = inner.ofType as typeof inner;
    const object = inner.name && !seen.has(inner.name) ? inputObjectType(schema, inner.name) : undefined;
    return object !== undefined && holdsField(schema, object, name, seen);
  });
}

/**
 * graphql-jit reports a bad variable (no data at all) with locations only; Apollo answers it as
 * BAD_USER_INPUT when the error points at the one variable definition its message names, as
 * graphql-js's errors do. Inside an input object graphql-jit names the field instead
 * (`Variable "$optionId" got invalid value false` for a field of `$input`): the error then names
 * the variable whose input type has that field (found by the GraphQL fuzz test, where such errors
 * answered INTERNAL_SERVER_ERROR).
 */
function badVariable(
  error: GraphQLFormattedError,
  document: DocumentNode,
  schema: GraphQLSchema,
): { node: VariableDefinitionNode; message: string } | undefined {
  const name = /^Variable "\$(\w+)" /.exec(error.message)?.[1];
  if (!name) return undefined;
  const definitions = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? (definition.variableDefinitions ?? []) : [],
  );
  const named = definitions.find((candidate) => candidate.variable.name.value === name);
  if (named) return { node: named, message: error.message };
  const holder = definitions.find((candidate) => {
    const type = inputObjectType(schema, namedTypeOf(candidate.type));
    return type !== undefined && holdsField(schema, type, name);
  });
  if (!holder) return undefined;
  const detail = error.message.replace(/^Variable "\$\w+" /, '');
  return {
    node: holder,
    message: `Variable "$${holder.variable.name.value}" got invalid value in its field "${name}": ${detail}`,
  };
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
      sameGraphqlError(error, result.data === undefined ? badVariable(error, document, schema) : undefined),
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
