// The bench's peer must serve the contract's data as it is: a null the rest-api may send has to
// be a nullable field of the generated schema, or every page would fail on Hive Gateway.
import { buildSchema, isNonNullType, type GraphQLObjectType } from 'graphql';
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { composeSupergraph, withoutRequiredNullables } from '../../bench/hive.js';

describe('the supergraph the bench generates from the OpenAPI file', () => {
  it('keeps the properties the contract lets be null nullable, and the rest required', async () => {
    const file = await composeSupergraph('http://127.0.0.1:1');
    const schema = buildSchema(readFileSync(file, 'utf8'), { assumeValid: true });
    rmSync(dirname(file), { recursive: true, force: true });
    const field = (type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name]!.type;
    expect(isNonNullType(field('Pack', 'stock_left'))).toBe(false);
    expect(isNonNullType(field('Participation', 'display_name'))).toBe(false);
    expect(isNonNullType(field('Author', 'avatar_url'))).toBe(false);
    expect(isNonNullType(field('Pack', 'price'))).toBe(true);
    expect(isNonNullType(field('CampaignDetail', 'campaign_id'))).toBe(true);
    // A read whose filter is a body stays a query, so a page's second wave is one request.
    expect(schema.getQueryType()!.getFields().listParticipations).toBeDefined();
  });

  it('takes only nullable properties out of `required`', () => {
    const schema = {
      type: 'object',
      required: ['id', 'note'],
      properties: { id: { type: 'integer' }, note: { type: ['string', 'null'] } },
    };
    expect(withoutRequiredNullables({ components: { schemas: { Thing: schema } } })).toEqual({
      components: { schemas: { Thing: { ...schema, required: ['id'] } } },
    });
  });
});
