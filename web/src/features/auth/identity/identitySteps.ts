'use client';

import {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
  type Auth,
  type User,
} from 'firebase/auth';
import { EMAIL_FOR_SIGN_IN_KEY } from './formRules';

/** The federated popup; resolves with the signed-in identity. */
export async function signInWithGooglePopup(auth: Auth): Promise<User> {
  return (await signInWithPopup(auth, new GoogleAuthProvider())).user;
}

/**
 * Spec section 4: the e-mail is stored in the browser before the link is sent, so the return page
 * can complete the sign-in without asking for it again.
 */
export async function sendEmailLink(auth: Auth, email: string, returnUrl: string): Promise<void> {
  window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
  await sendSignInLinkToEmail(auth, email, { url: returnUrl, handleCodeInApp: true });
}

/** The e-mail stored when the link was sent, or null when the link is opened in another browser. */
export const storedEmailForLink = () => window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY);

export const isEmailLink = (auth: Auth, href: string) => isSignInWithEmailLink(auth, href);

/** Completes the link sign-in and forgets the stored e-mail. */
export async function completeEmailLink(auth: Auth, email: string, href: string): Promise<User> {
  const { user } = await signInWithEmailLink(auth, email, href);
  window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
  return user;
}

/**
 * Sends the password reset e-mail. An unknown address gets the same answer as a known one, so
 * the form never tells who has an account.
 */
export async function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
