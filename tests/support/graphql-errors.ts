type Answer = { errors?: { extensions?: Record<string, unknown> }[] };

/** The `extensions.code` of each error of a GraphQL answer. */
export const codesOf = (result: Answer) => (result.errors ?? []).map((e) => e.extensions?.code);

/** The fields the first error of a GraphQL answer names (`extensions.fields`). */
export const fieldsOf = (result: Answer) =>
  ((result.errors?.[0]?.extensions?.fields ?? []) as { field: string }[]).map((f) => f.field);
