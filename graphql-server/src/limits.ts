import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ParseOptions } from 'graphql';

// A campaign page nests campaign > packs > options > values: depth 8 leaves room, 10 blocks abuse.
const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  // graphql-armor lets `__typename` aliases through by default: 500 of them still cost a response.
  maxAliases: { n: 15, allowList: [] },
  costLimit: { maxCost: 5000 },
  // Armor checks tokens in a plugin hook, and Apollo answers an error thrown there with 500;
  // graphql-js's own limit below makes the refusal a parse failure (400).
  maxTokens: { enabled: false },
});

/** Parser options: a document of more tokens is refused as a syntax error before any work. */
export const parseOptions: ParseOptions = { maxTokens: 2000 };

/** The validation rules and plugins that bound the size and cost of an operation. */
export const documentLimits = () => armor.protect();
