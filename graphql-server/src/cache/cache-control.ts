import type { CacheHint } from '@apollo/cache-control-types';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { documentCachePolicy } from './document-cache-policy.js';

/** What Apollo's own plugin answers for an answer no cache may keep. */
const UNCACHEABLE = 'no-store';

/**
 * Apollo's cache hints without its per-field hook: the answer's policy comes from the operation's
 * document, once per document, and sets `Cache-Control` as Apollo's cache-control plugin does
 * (`max-age=N, public|private`, or `no-store`). Apollo's plugin runs a hook for every resolved
 * field, and having one makes Apollo wrap every resolver of the schema, which also keeps
 * graphql-jit from reading plain properties: a campaign page resolves a few hundred fields
 * (docs/decisions/0015-lean-facade.md). Apollo's must be disabled beside it
 * (`ApolloServerPluginCacheControlDisabled`).
 */
export function documentCacheControl<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  // Apollo keeps one parsed document per query text (and a new one for a new schema), so each
  // document's policy is computed on its first request.
  const byDocument = new WeakMap<DocumentNode, Map<string, CacheHint>>();
  const policyOf = (schema: GraphQLSchema, document: DocumentNode, operationName: string | null) => {
    let byName = byDocument.get(document);
    if (!byName) byDocument.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let policy = byName.get(key);
    if (!policy) byName.set(key, (policy = documentCachePolicy(schema, document, operationName)));
    return policy;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, overallCachePolicy }) {
          overallCachePolicy.restrict(policyOf(schema, document, operationName));
        },
        async willSendResponse({ response, overallCachePolicy }) {
          const cacheable =
            response.body.kind === 'single' && !response.body.singleResult.errors
              ? overallCachePolicy.policyIfCacheable()
              : null;
          response.http.headers.set(
            'cache-control',
            cacheable ? `max-age=${cacheable.maxAge}, ${cacheable.scope.toLowerCase()}` : UNCACHEABLE,
          );
        },
      };
    },
  };
}
