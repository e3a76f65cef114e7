import 'server-only';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import type { PublicQueryText } from './publicQuery';

/** The text of a codegen document, for a client component to send with fetchPublicQuery. */
export const publicQueryText = <Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
): PublicQueryText<Result, Variables> => ({ text: print(document) });
