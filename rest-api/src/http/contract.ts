import { fileURLToPath } from 'node:url';
import type { operations } from '../generated/rest-api.js';

/** The OpenAPI file every route is built and validated from. */
export const SPECIFICATION_PATH = fileURLToPath(new URL('../../../schema/rest-api.openapi.yaml', import.meta.url));

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Success<R> = R extends { 200: infer A } ? JsonOf<A> : R extends { 201: infer A } ? JsonOf<A> : never;

export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
export type BodyOf<K extends OperationId> = Op<K> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
/** The JSON body of the operation's success answer. */
export type AnswerOf<K extends OperationId> = Success<Op<K>['responses']>;

/** What a handler receives once the request passed the contract's validation. */
export interface ValidRequest<K extends OperationId> {
  query: QueryOf<K>;
  body: BodyOf<K>;
}

export type Handler<K extends OperationId> = (request: ValidRequest<K>) => Promise<AnswerOf<K>>;
export type Handlers = { [K in OperationId]?: Handler<K> };
