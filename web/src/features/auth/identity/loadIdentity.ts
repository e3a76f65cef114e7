'use client';

import type { Auth } from 'firebase/auth';
import { useMemo } from 'react';
import type { IdentityClientConfig } from '../server/identityConfig';
import type * as SdkModule from './sdk';

type Sdk = typeof SdkModule;

let loading: Promise<Sdk> | undefined;

/**
 * The identity SDK and the page's Auth, loaded on first use and kept. Firebase Auth is the largest
 * script of the sign-in pages: loaded with the page, it delayed their first paint and interaction
 * (Lighthouse mobile 82) for a service nobody calls before pressing a button.
 */
export async function loadIdentity(config: IdentityClientConfig, lang: string): Promise<{ sdk: Sdk; auth: Auth }> {
  // A failed download (offline) is tried again on the next action instead of failing forever.
  loading ??= import('./sdk').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const sdk = await loading;
  return { sdk, auth: sdk.firebaseAuthOf(config, lang) };
}

/** Starts loading what a sign-in needs: the SDK, and the GraphQL client of its last step (useCompleteSignIn). */
export function preloadSignIn(config: IdentityClientConfig, lang: string): void {
  void loadIdentity(config, lang).catch(() => undefined);
  void import('@/graphql/browserClient').catch(() => undefined);
}

/**
 * `load` for a form's actions, and `intent`, handlers to spread on the form's container: the SDK
 * starts loading (and Auth initialising, which the federated popup needs done before the click,
 * or browsers block the popup) as soon as the pointer reaches the form or a field takes the focus.
 */
export function useIdentity(config: IdentityClientConfig, lang: string) {
  return useMemo(() => {
    const load = () => loadIdentity(config, lang);
    const preload = () => preloadSignIn(config, lang);
    return { load, intent: { onFocus: preload, onPointerEnter: preload, onPointerDown: preload } };
  }, [config, lang]);
}
