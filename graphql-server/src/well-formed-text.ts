import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';

// PostgreSQL cannot store a NUL character and a lone UTF-16 surrogate has no UTF-8 form: such
// text can only fail further down, so it is refused here, before any upstream call.
const MALFORMED = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/** The paths (`input.items.0.name`) of the malformed strings in a JSON value. */
function malformedInJson(value: unknown, path: string): string[] {
  if (typeof value === 'string') return MALFORMED.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => malformedInJson(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => malformedInJson(item, `${path}.${key}`));
  }
  return [];
}

/** The same for a literal of the document. */
function malformedInLiteral(node: ValueNode, path: string): string[] {
  switch (node.kind) {
    case Kind.STRING:
      return MALFORMED.test(node.value) ? [path] : [];
    case Kind.LIST:
      return node.values.flatMap((item, index) => malformedInLiteral(item, `${path}.${index}`));
    case Kind.OBJECT:
      return node.fields.flatMap((field) => malformedInLiteral(field.value, `${path}.${field.name.value}`));
    default:
      return [];
  }
}

/**
 * The malformed literals of a document, found once per document: Apollo hands the same parsed
 * document to every request of the same query, and walking it on each one cost 1.5 % of the
 * facade's CPU per campaign page (docs/decisions/0015-lean-facade.md).
 */
const literalsOf = new WeakMap<DocumentNode, string[]>();
function malformedLiterals(document: DocumentNode): string[] {
  let fields = literalsOf.get(document);
  if (!fields) {
    const found: string[] = [];
    visit(document, {
      Argument: (node) => void found.push(...malformedInLiteral(node.value, node.name.value)),
      VariableDefinition: (node) => {
        if (node.defaultValue) found.push(...malformedInLiteral(node.defaultValue, node.variable.name.value));
      },
    });
    fields = found;
    literalsOf.set(document, fields);
  }
  return fields;
}

/**
 * Refuses an operation whose variables or literal arguments hold malformed text with
 * BAD_USER_INPUT (HTTP 400), naming each variable or argument in `extensions.fields`.
 */
export function wellFormedText<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const fields = [
            ...malformedInJson(request.variables ?? {}, '').map((path) => path.slice(1)),
            ...malformedLiterals(document),
          ];
          if (fields.length === 0) return;
          throw new GraphQLError(`${fields.join(', ')} ${MESSAGE}`, {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: fields.map((field) => ({ field, message: MESSAGE })),
              http: { status: 400 },
            },
          });
        },
      };
    },
  };
}
