import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';

/**
 * Shapes every error sent to clients. In production, the upstream REST path and status an error
 * came from stay in the logs, and an unexpected failure (Apollo gives whatever carries no code
 * INTERNAL_SERVER_ERROR) says no more than that it happened.
 */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    if (!production) return formatted;
    const extensions = { ...formatted.extensions };
    delete extensions.upstream;
    if (extensions.code === ApolloServerErrorCode.INTERNAL_SERVER_ERROR) {
      return { ...formatted, message: 'Internal server error', extensions };
    }
    return { ...formatted, extensions };
  };
}
