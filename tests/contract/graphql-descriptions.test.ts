import { buildSchema } from 'graphql';
import { describe, expect, it } from '@jest/globals';
import { typeDefs } from '../../graphql-server/src/schema.js';
import { undescribed } from '../support/schema-descriptions.js';

describe('the GraphQL contract documents itself', () => {
  const schema = buildSchema(typeDefs.join('\n'));

  it('describes every type, field, argument and enum value', () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it('the walk finds what has no description', () => {
    const bare = buildSchema(`
      "Entry points." type Query { "A described field." ok(id: ID!): Thing }
      type Thing { "Described." a: Int, b: Int }
      enum Mood { "Described." HAPPY, SAD }
    `);
    expect(undescribed(bare)).toEqual(['Query.ok(id)', 'Thing', 'Thing.b', 'Mood', 'Mood.SAD']);
  });
});
