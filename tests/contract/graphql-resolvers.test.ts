import { buildSchema } from 'graphql';
import { describe, expect, it } from '@jest/globals';
import { resolvers } from '../../graphql-server/src/resolvers/index.js';
import { typeDefs } from '../../graphql-server/src/schema.js';
import { objectTypeNames, resolverParentProperties, unresolvedFields } from '../support/unresolved-fields.js';

// tsc checks the resolvers that exist, never a field left without one: a GraphQL field whose REST
// property is neither its name nor its snake case (`estimatedDelivery`, `delivery_month`) would
// answer null at run time unless a resolver renames it.
describe('every field of the GraphQL contract resolves', () => {
  // The schema and the resolver map the facade is made of (server.ts).
  const schema = buildSchema(typeDefs.join('\n'));
  const parents = resolverParentProperties(objectTypeNames(schema));

  it('has a resolver, or a property of its name or its snake-case name on the REST shape it maps from', () => {
    expect(unresolvedFields(schema, resolvers, (type) => parents.get(type)!)).toEqual([]);
  });

  it('reads the parent shapes from the mappers: REST names, nothing on a root or a number', () => {
    expect(parents.get('Pack')).toContain('stock_left');
    expect(parents.get('Pack')).not.toContain('stockLeft');
    expect(parents.get('Money')?.size).toBe(0);
    expect(parents.get('Query')?.size).toBe(0);
    // A type without a mapper is handed over in its GraphQL shape.
    expect(parents.get('PageInfo')).toContain('hasNextPage');
  });

  it('the walk names a field with neither a resolver nor a property of either name', () => {
    const small = buildSchema(
      'type Query { pack: Pack } type Pack { id: ID, label: String, stockLeft: Int, soldOut: Boolean, estimatedDelivery: String }',
    );
    const shapes: Record<string, Set<string>> = {
      Query: new Set(),
      Pack: new Set(['label', 'stock_left', 'soldOut', 'delivery_month']),
    };
    const resolved = { Query: { pack: () => null }, Pack: { id: () => '1' } };
    expect(unresolvedFields(small, resolved, (type) => shapes[type]!)).toEqual(['Pack.estimatedDelivery']);
  });
});
