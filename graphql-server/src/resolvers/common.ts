import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { pick } from './localize.js';

const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO 8601 date-time in UTC.',
  serialize: (value) => new Date(value as string).toISOString(),
  parseValue: (value) => new Date(value as string).toISOString(),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return new Date(ast.value).toISOString();
  },
});

export const commonResolvers: Resolvers = {
  DateTime,
  // The REST language codes are the enum's internal values (codegen `enumValues` types them so).
  Language: { FR: 'fr', EN: 'en' },
  Query: { ping: () => true },
  Money: { cents: (cents) => cents, currency: () => 'EUR' },
  Image: { alt: (image, { lang }) => pick(image.alt, lang) },
};
