import { Kind, parse, type DocumentNode } from 'graphql';

/**
 * The one naming rule between the two contracts: a GraphQL field is its REST property in camel
 * case (`stock_left` is `stockLeft`). The facade reads a REST answer's properties by it (see
 * withRestNames) and names a REST refusal's fields by it (rest/errors.ts).
 */

// The only GraphQL names that are not their REST property's camel case: `BasketOptionInput`'s.
const SHORTER: Readonly<Record<string, string>> = { pack_option_id: 'optionId', pack_option_value_id: 'valueId' };

/** The GraphQL name of a REST property: `postal_code` is `postalCode`. */
export const graphqlName = (restName: string): string =>
  SHORTER[restName] ?? restName.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The REST property a GraphQL field reads when no resolver of its own says otherwise: `postalCode` reads `postal_code`. */
export const restName = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * `parent.field ?? parent.rest_name`, compiled for this one field as graphql-jit compiles its own
 * reads: one closure shared by every field would read a variable key from every type's objects
 * (a megamorphic access, measurably slower than the resolvers it replaced, decision 0031). Both
 * names are GraphQL names (`[_A-Za-z][_0-9A-Za-z]*`), safe to write into code.
 */
const propertyReader = (field: string, rest: string) =>
  new Function('parent', `return parent.${field} ?? parent.${rest};`) as (parent: object) => unknown;

/**
 * `resolvers` with a resolver for every object field that has none and whose REST name differs:
 * it reads the camel-case property (an object the facade made in the GraphQL shape), else the
 * REST one. Built once at start-up, field by field, rather than given as the schema's default
 * field resolver: a field of the same name in both contracts keeps no resolver, which graphql-jit
 * compiles to a plain property read, and no resolver computes a name on each call.
 */
export function withRestNames<R extends object>(typeDefs: readonly string[], resolvers: R): R {
  const all = { ...(resolvers as ResolverMap) };
  for (const definition of typeDefs.flatMap((text) => (parse(text) as DocumentNode).definitions)) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const type = definition.name.value;
    for (const { name } of definition.fields ?? []) {
      const field = name.value;
      const rest = restName(field);
      if (rest === field || all[type]?.[field]) continue;
      all[type] = { ...all[type], [field]: propertyReader(field, rest) };
    }
  }
  return all as R;
}
