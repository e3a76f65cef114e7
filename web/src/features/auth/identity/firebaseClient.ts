'use client';

import { getApps, initializeApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { IdentityClientConfig } from '../server/identityConfig';

let auth: Auth | undefined;

/**
 * The Firebase Auth client of the sign-in and account pages (never imported by catalog pages).
 * It keeps nothing in the browser: once the tokens are handed to next-auth, the web session is
 * the only one, so signing out of it signs the user out everywhere.
 */
export function firebaseAuthOf(config: IdentityClientConfig, locale: string): Auth {
  if (!auth) {
    const app =
      getApps()[0] ??
      initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    auth = initializeAuth(app, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  // E-mails the identity service sends (links, password resets) follow the page's language.
  auth.languageCode = locale;
  return auth;
}
