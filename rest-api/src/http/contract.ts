import { fileURLToPath } from 'node:url';
import type { operations } from '../generated/rest-api.js';

/** The OpenAPI file every route is built and validated from. */
export const SPECIFICATION_PATH = fileURLToPath(new URL('../../../schema/rest-api.openapi.yaml', import.meta.url));

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

/**
 * The signed-in user behind a request, as the verified ID token tells it. A handler is given it;
 * `auth` finds it.
 */
export interface Requester {
  /** The identity provider's user id (Firebase uid). */
  uid: string;
  /** The e-mail the token carries; an anonymous identity has none. */
  email: string | null;
}

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Success<R> = R extends { 200: infer A }
  ? JsonOf<A>
  : R extends { 201: infer A }
    ? JsonOf<A>
    : R extends { 204: unknown }
      ? undefined
      : never;

export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
export type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : never;
/** The JSON body of the request; `undefined` stays possible where the contract makes the body optional. */
export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: infer B } ? JsonOf<B> : JsonOf<NonNullable<Op<K>['requestBody']>> | undefined;
/** The JSON body of the operation's success answer. */
export type AnswerOf<K extends OperationId> = Success<Op<K>['responses']>;

/** The operations that take a request body but do not require it. */
type OptionalBodyOperation = {
  [K in OperationId]: Op<K> extends { requestBody: unknown }
    ? never
    : [NonNullable<Op<K>['requestBody']>] extends [never]
      ? never
      : K;
}[OperationId];
// TypeScript keeps this list equal to the contract's: a missing or extra operation fails the build.
const OPTIONAL_BODY: Record<OptionalBodyOperation, true> = { createUser: true, getDiscordStatus: true };

export const bodyIsOptional = (operationId: string) => operationId in OPTIONAL_BODY;

/** What a handler receives once the request passed the contract's validation. */
export interface ValidRequest<K extends OperationId> {
  query: QueryOf<K>;
  params: PathOf<K>;
  body: BodyOf<K>;
  /** The verified user of the bearer token, on the operations whose contract asks for one. */
  requester: Requester | null;
}

/** An answer with another status than 200 (`201 Created`, `204 No Content`). */
export class Answer<T> {
  constructor(
    readonly status: 201 | 204,
    readonly body: T,
  ) {}
}
export const created = <T>(body: T) => new Answer(201, body);
export const noContent = () => new Answer(204, undefined);

type Result<K extends OperationId> = Promise<AnswerOf<K> | Answer<AnswerOf<K>>>;
export type Handler<K extends OperationId> = (request: ValidRequest<K>) => Result<K>;
export type Handlers = { [K in OperationId]?: Handler<K> };

/** A handler of an operation that requires sign-in: `requester` is always there. */
export type SignedInHandler<K extends OperationId> = (request: ValidRequest<K> & { requester: Requester }) => Result<K>;
export type SignedInHandlers = { [K in OperationId]?: SignedInHandler<K> };
