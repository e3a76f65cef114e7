'use client';

import { ApolloProvider as ApolloContextProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { browserApolloClient } from './browserClient';

/**
 * Gives the components below it the browser's Apollo Client. Wrap only the parts that need user
 * data (account, sign-in, the signed-in user menu...): on catalog pages load those parts with
 * next/dynamic, so visitors never download Apollo. Every wrapper shares the same client and cache.
 */
export function ApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloContextProvider client={browserApolloClient()}>{children}</ApolloContextProvider>;
}
