import type { FastifyRequest } from 'fastify';
import type { Handler, Handlers, OperationId, Requester, SignedInHandlers } from '../http/contract.js';
import { HttpError } from '../http/errors.js';
import type { IdentityService } from './identity.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified user of the bearer token; set on the operations whose contract asks for one. */
    requester: Requester | null;
  }
}

/** Finds the signed-in user of a request, or `undefined` for a visitor; an invalid token is refused. */
export type IdentifyRequester = (request: FastifyRequest) => Promise<Requester | undefined>;

export const tokenRequired = () => new HttpError(401, 'A bearer token is required');

function bearerToken(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/**
 * The security handlers fastify-openapi-glue runs (before the handler) for the contract's
 * `security` requirements, so every `bearerAuth` operation is guarded by the contract itself.
 */
export function securityHandlers(identity: IdentityService) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw tokenRequired();
      request.requester = await identity.verify(token);
    },
  };
}

/** For operations where signing in is optional (`security: [{}, bearerAuth]`). */
export function identifyRequester(identity: IdentityService): IdentifyRequester {
  return async (request) => {
    const token = bearerToken(request);
    return token === undefined ? undefined : identity.verify(token);
  };
}

/**
 * Handlers of operations that require sign-in. The security handler has already refused a
 * request without a valid token; the check here keeps an operation whose contract forgot its
 * `security` from ever running without a requester.
 */
export function signedIn(handlers: SignedInHandlers): Handlers {
  const guarded = Object.entries(handlers).map(([operationId, handler]) => {
    const guard: Handler<OperationId> = async (request) => {
      if (!request.requester) throw tokenRequired();
      return (handler as Handler<OperationId>)(request);
    };
    return [operationId, guard];
  });
  return Object.fromEntries(guarded) as Handlers;
}
