'use client';

// Every call of the identity SDK the sign-in and account forms make, in one module that
// loadIdentity.ts loads on demand: pages never download Firebase Auth with their first load.
export { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
export { firebaseAuthOf } from './firebaseClient';
export {
  completeEmailLink,
  isEmailLink,
  sendEmailLink,
  sendPasswordReset,
  signInWithGooglePopup,
} from './identitySteps';
