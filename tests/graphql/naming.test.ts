import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from '@jest/globals';
import { compiledExecution } from '../../graphql-server/src/compiled-execution.js';
import type { Resolvers } from '../../graphql-server/src/generated/graphql.js';
import { graphqlName, restName, withRestNames } from '../../graphql-server/src/naming.js';
import { inInput } from '../../graphql-server/src/rest/errors.js';

// The facade's one naming rule, as graphql-jit runs the resolvers it makes and as a REST refusal's
// fields are renamed by it.
describe('the naming rule between the REST and GraphQL contracts', () => {
  const typeDefs = [
    'type Query { packs: [Pack!]! }',
    'type Pack { label: String, stockLeft: Int, soldOut: Boolean, estimatedDelivery: String }',
    'extend type Pack { imageUrl: String }',
  ];
  const restPack = { label: 'A', stock_left: 3, sold_out: false, delivery_month: '2027-01', image_url: '/a.png' };
  // An object the facade built in the GraphQL shape, the REST name beside it.
  const builtPack = { label: 'B', stockLeft: 0, stock_left: 9, soldOut: true, imageUrl: null, image_url: '/b.png' };
  const resolvers = {
    Query: { packs: () => [restPack, builtPack] },
    Pack: { estimatedDelivery: (pack: { delivery_month?: string }) => pack.delivery_month ?? null },
  } as unknown as Resolvers;

  it('reads a field by its own name first, else by its REST name, through graphql-jit', async () => {
    const { executor } = await compiledExecution({
      typeDefs,
      resolvers: withRestNames(typeDefs, resolvers),
    }).load({ apollo: {} } as never);
    const document = parse('{ packs { label stockLeft soldOut estimatedDelivery imageUrl } }');
    const request = { document, operationName: null, context: {}, request: { variables: {} } };
    const result = await executor!(request as unknown as GatewayGraphQLRequestContext);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      packs: [
        { label: 'A', stockLeft: 3, soldOut: false, estimatedDelivery: '2027-01', imageUrl: '/a.png' },
        // A null of the GraphQL shape falls back to the REST name, as `??` does.
        { label: 'B', stockLeft: 0, soldOut: true, estimatedDelivery: null, imageUrl: '/b.png' },
      ],
    });
  });

  it('adds resolvers only to fields whose REST name differs and that have none', () => {
    const pack = (withRestNames(typeDefs, resolvers) as Record<string, Record<string, unknown>>).Pack!;
    expect(Object.keys(pack).sort()).toEqual(['estimatedDelivery', 'imageUrl', 'soldOut', 'stockLeft']);
    expect(pack.estimatedDelivery).toBe((resolvers as Record<string, Record<string, unknown>>).Pack!.estimatedDelivery);
  });

  it('names both ways with one rule, and the option inputs by their GraphQL names', () => {
    for (const field of ['postalCode', 'line1', 'firstName', 'birthDate', 'deliveryCountry']) {
      expect(graphqlName(restName(field))).toBe(field);
    }
    expect(restName('stockLeft')).toBe('stock_left');
    expect(graphqlName('pack_option_value_id')).toBe('valueId');
  });

  it('renames the fields of a REST refusal by the same rule', async () => {
    const refusal = new GraphQLError('Validation Error', {
      extensions: {
        code: 'VALIDATION_ERROR',
        fields: [
          { field: 'body.address.postal_code', message: 'too long' },
          { field: 'body.options.0.pack_option_id', message: 'not an option' },
          { field: 'header.authorization', message: 'missing' },
        ],
      },
    });
    const error = await inInput(Promise.reject(refusal)).catch((caught: GraphQLError) => caught);
    expect((error as GraphQLError).extensions.fields).toEqual([
      { field: 'input.address.postalCode', message: 'too long' },
      { field: 'input.options.0.optionId', message: 'not an option' },
      { field: 'header.authorization', message: 'missing' },
    ]);
  });
});
