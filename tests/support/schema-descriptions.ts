import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Every element of the public schema a developer meets in Apollo Sandbox, as `Type`,
 * `Type.field`, `Type.field(argument)` or `Enum.VALUE`, that has no description.
 */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const note = (what: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(what);
  };
  const types = Object.values(schema.getTypeMap()).filter(
    (type: GraphQLNamedType) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
  for (const type of types) {
    // The root types are containers: their fields carry the meaning.
    const root = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(
      type as never,
    );
    if (!root) note(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(`${type.name}.${field.name}`, field.description);
        for (const argument of field.args) note(`${type.name}.${field.name}(${argument.name})`, argument.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) note(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) note(`${type.name}.${value.name}`, value.description);
    }
  }
  return missing;
}
