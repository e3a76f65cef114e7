import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { pick } from './localize.js';

// What the rest-api already sends (and `toISOString` writes): passed through without a Date.
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO 8601 date-time in UTC.',
  serialize: (value) => (ISO_UTC.test(value as string) ? (value as string) : new Date(value as string).toISOString()),
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
