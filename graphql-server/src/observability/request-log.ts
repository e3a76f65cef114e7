import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { performance } from 'node:perf_hooks';
import type { Logger } from './log.js';

/**
 * One line per GraphQL request at `info` (operation, errors, duration, trace id), and the
 * failures nobody expected (a resolver that threw without a code) at `error`, with their stack.
 * Upstream failures are logged where they are mapped (`rest/client.ts`), with the call that failed.
 */
export function requestLog(logger: Logger): ApolloServerPlugin<{ log: () => Logger }> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const code = error.extensions.code;
            if (code !== undefined && code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR) continue;
            contextValue.log().error({ err: error.originalError ?? error, path: error.path }, error.message);
          }
        },
        async willSendResponse({ request, response, errors }) {
          if (!logger.isLevelEnabled('info')) return;
          contextValue.log().info(
            {
              operation: request.operationName ?? null,
              status: response.http.status ?? 200,
              errors: errors?.length ?? 0,
              ms: Math.round((performance.now() - started) * 10) / 10,
            },
            'graphql request',
          );
        },
      };
    },
  };
}
