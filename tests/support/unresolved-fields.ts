import { isIntrospectionType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { restName } from '../../graphql-server/src/naming.js';

/** The resolver map a schema is made executable with: resolvers by type, then by field. */
export type ResolverMap = Readonly<Record<string, object | undefined>>;

/** The object types of a schema, without graphql's own introspection types. */
export function objectTypeNames(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !isIntrospectionType(type))
    .map((type) => type.name);
}

/**
 * Every `Type.field` of a schema's object types that nothing resolves: no resolver of its own in
 * `resolvers`, and no property on the object its parent resolver hands over that the facade reads
 * for it (the field's own name, else its REST name: graphql-server/src/naming.ts).
 * `parentProperties` names those properties by type.
 *
 * The walk reads the resolver map rather than `field.resolve` of a schema built by
 * makeExecutableSchema: a runner that loads both builds of graphql (Vitest did) makes that schema
 * of the CommonJS one and the test's imports of the ES module one, and graphql's type checks refuse
 * to mix them.
 */
export function unresolvedFields(
  schema: GraphQLSchema,
  resolvers: ResolverMap,
  parentProperties: (typeName: string) => ReadonlySet<string>,
): string[] {
  const unresolved: string[] = [];
  for (const typeName of objectTypeNames(schema)) {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const own = resolvers[typeName] ?? {};
    const properties = parentProperties(typeName);
    for (const field of Object.keys(type.getFields())) {
      const read = field in own || properties.has(field) || properties.has(restName(field));
      if (!read) unresolved.push(`${typeName}.${field}`);
    }
  }
  return unresolved;
}

const GENERATED = fileURLToPath(new URL('../../graphql-server/src/generated/', import.meta.url));

/**
 * The property names of each type's parent object as the facade's resolvers receive it:
 * codegen's `ResolversParentTypes[type]`, which is the type's mapper (the REST shape of codegen.ts)
 * or, for a type without one, its GraphQL shape (tsc then makes the parent resolver return every
 * field). Read by the TypeScript checker from a probe file beside the generated types.
 */
export function resolverParentProperties(typeNames: readonly string[]): Map<string, ReadonlySet<string>> {
  const probe = `${GENERATED}unresolved-fields.probe.ts`;
  const text = [
    `import type { ResolversParentTypes } from './graphql.js';`,
    ...typeNames.map((name, index) => `export type Parent${index} = ResolversParentTypes['${name}'];`),
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === probe || fileExists.call(host, file);
  host.readFile = (file) => (file === probe ? text : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) =>
    file === probe ? ts.createSourceFile(file, text, language) : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([probe], options, host);
  const problems = ts.getPreEmitDiagnostics(program, program.getSourceFile(probe));
  if (problems.length) {
    throw new Error(ts.formatDiagnostics(problems, { ...host, getNewLine: () => '\n' }));
  }
  const checker = program.getTypeChecker();
  const aliases = program.getSourceFile(probe)!.statements.filter(ts.isTypeAliasDeclaration);
  return new Map(
    aliases.map((alias, index) => {
      const type = checker.getTypeAtLocation(alias.name);
      // graphql's default resolver reads no property of a primitive (Money is a number of cents).
      const object = type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.Union);
      const properties = object ? checker.getPropertiesOfType(type).map((property) => property.name) : [];
      return [typeNames[index]!, new Set(properties)];
    }),
  );
}
