import type { CacheHint, CacheScope } from '@apollo/cache-control-types';
import {
  getNamedType,
  isCompositeType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** What `@cacheControl` says on a type or a field (schema/cache-control.graphql). */
type Annotation = CacheHint & { inheritMaxAge?: true };

function annotationOf(directives: readonly ConstDirectiveNode[] | undefined): Annotation | undefined {
  const directive = directives?.find((candidate) => candidate.name.value === 'cacheControl');
  if (!directive) return undefined;
  const argument = (name: string) => directive.arguments?.find((candidate) => candidate.name.value === name)?.value;
  const scopeValue = argument('scope');
  const scope =
    scopeValue?.kind === Kind.ENUM && (scopeValue.value === 'PUBLIC' || scopeValue.value === 'PRIVATE')
      ? (scopeValue.value as CacheScope)
      : undefined;
  const inherit = argument('inheritMaxAge');
  if (inherit?.kind === Kind.BOOLEAN && inherit.value) return { inheritMaxAge: true, scope };
  const maxAge = argument('maxAge');
  return { maxAge: maxAge?.kind === Kind.INT ? Number(maxAge.value) : undefined, scope };
}

const typeAnnotation = (type: GraphQLCompositeType): Annotation =>
  [type.astNode, ...type.extensionASTNodes].reduce<Annotation | undefined>(
    (found, node) => found ?? annotationOf(node?.directives),
    undefined,
  ) ?? {};

/** `restrict` of Apollo's cache policy: the shorter age, and PRIVATE once anything is. */
function restrict(policy: CacheHint, hint: CacheHint): void {
  if (hint.maxAge !== undefined && (policy.maxAge === undefined || hint.maxAge < policy.maxAge))
    policy.maxAge = hint.maxAge;
  if (hint.scope !== undefined && policy.scope !== 'PRIVATE') policy.scope = hint.scope;
}

/** `replace` of Apollo's cache policy: what the hint says wins. */
function replace(policy: CacheHint, hint: CacheHint): void {
  if (hint.maxAge !== undefined) policy.maxAge = hint.maxAge;
  if (hint.scope !== undefined) policy.scope = hint.scope;
}

/**
 * The policy one resolved field adds to the answer's, as Apollo's cache-control plugin computes it
 * in its per-field hook: the returned type's hint, then the field's own; a composite type without
 * a hint (unless it inherits) and a root field without one make the answer uncacheable.
 */
function fieldPolicy(field: GraphQLField<unknown, unknown>, isRootField: boolean): CacheHint {
  const policy: CacheHint = {};
  const target = getNamedType(field.type);
  const composite = isCompositeType(target);
  let inherits = false;
  if (composite) {
    const annotation = typeAnnotation(target);
    replace(policy, annotation);
    inherits = annotation.inheritMaxAge === true;
  }
  const own = annotationOf(field.astNode?.directives) ?? {};
  if (own.inheritMaxAge && policy.maxAge === undefined) {
    inherits = true;
    if (own.scope) policy.scope = own.scope;
  } else {
    replace(policy, own);
  }
  if (policy.maxAge === undefined && ((composite && !inherits) || isRootField)) restrict(policy, { maxAge: 0 });
  return policy;
}

/**
 * The cache policy of an operation, read from its document alone: every field it selects
 * restricts the answer's policy as Apollo's per-field hook would when that field resolves. A field
 * that does not resolve at run time (under a null object, in an empty list, skipped by `@skip`)
 * still counts here, so the policy is the same as Apollo's or stricter, never looser. No resolver
 * of ours sets a dynamic hint, which is what makes the document enough.
 */
export function documentCachePolicy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): CacheHint {
  const policy: CacheHint = {};
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation) return policy;
  // No field of our schema returns a root type, so a field of one is a root field.
  const root = schema.getRootType(operation.operation);
  const typeInfo = new TypeInfo(schema);
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  for (const definition of [operation, ...fragments]) {
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field() {
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (field && parent && !field.name.startsWith('__')) restrict(policy, fieldPolicy(field, parent === root));
        },
      }),
    );
  }
  return policy;
}
