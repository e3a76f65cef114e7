import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Spec section 8: the identity service's errors, as a shopper reads them. Codes are Firebase's.
const MESSAGES: Record<string, MessageDescriptor> = {
  'auth/wrong-password': msg`E-mail ou mot de passe incorrect.`,
  'auth/invalid-credential': msg`E-mail ou mot de passe incorrect.`,
  'auth/invalid-login-credentials': msg`E-mail ou mot de passe incorrect.`,
  'auth/user-not-found': msg`Aucun compte n'existe avec cet e-mail.`,
  'auth/email-already-in-use': msg`Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.`,
  'auth/account-exists-with-different-credential': msg`Un compte existe déjà avec cet e-mail, avec une autre méthode de connexion.`,
  'auth/too-many-requests': msg`Trop de tentatives. Patientez quelques minutes avant de réessayer.`,
  'auth/expired-action-code': msg`Ce lien a expiré. Demandez-en un nouveau.`,
  'auth/invalid-action-code': msg`Ce lien n'est plus valide : il a peut-être déjà servi. Demandez-en un nouveau.`,
  'auth/requires-recent-login': msg`Par sécurité, saisissez à nouveau votre mot de passe actuel.`,
  'auth/network-request-failed': msg`Le service de connexion ne répond pas. Vérifiez votre connexion et réessayez.`,
  'auth/timeout': msg`Le service de connexion ne répond pas. Vérifiez votre connexion et réessayez.`,
  'auth/weak-password': msg`Mot de passe trop faible : au moins 8 caractères.`,
  'auth/invalid-email': msg`Cette adresse e-mail n'est pas valide.`,
  'auth/missing-password': msg`Saisissez votre mot de passe.`,
  'auth/user-disabled': msg`Ce compte a été désactivé. Contactez le support.`,
  'auth/popup-closed-by-user': msg`La fenêtre de connexion a été fermée avant la fin.`,
  'auth/cancelled-popup-request': msg`La fenêtre de connexion a été fermée avant la fin.`,
  'auth/popup-blocked': msg`Votre navigateur a bloqué la fenêtre de connexion. Autorisez-la et réessayez.`,
  'auth/operation-not-allowed': msg`Cette méthode de connexion n'est pas disponible.`,
  'session-refused': msg`La connexion a échoué côté serveur. Réessayez dans un instant.`,
};

const FALLBACK = msg`La connexion a échoué. Réessayez dans un instant.`;

/** The message for an error thrown by the identity service (or by our session step). */
export function identityErrorMessage(error: unknown): MessageDescriptor {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? FALLBACK;
}

/** An error of our own sign-in steps, in the same shape as the identity service's. */
export class SessionError extends Error {
  readonly code = 'session-refused';
}

/** The web refused the sign-in: too many from this address (a 429 of /api/auth/callback). */
export class TooManySignIns extends Error {
  readonly code = 'auth/too-many-requests';
}
