import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The field of the e-mail and password forms an identity error is about, with what to say there. */
export type CredentialField = 'currentPassword' | 'newEmail' | 'newPassword';

// Errors that point at one field are shown on it; the others (too many attempts, the network)
// go to the form's alert through identityErrorMessage.
const ON_FIELD: Record<string, { field: CredentialField; message: MessageDescriptor }> = {
  'auth/wrong-password': { field: 'currentPassword', message: msg`Ce n’est pas votre mot de passe actuel.` },
  'auth/invalid-credential': { field: 'currentPassword', message: msg`Ce n’est pas votre mot de passe actuel.` },
  'auth/invalid-login-credentials': { field: 'currentPassword', message: msg`Ce n’est pas votre mot de passe actuel.` },
  'auth/email-already-in-use': { field: 'newEmail', message: msg`Un autre compte utilise déjà cette adresse.` },
  'auth/invalid-email': { field: 'newEmail', message: msg`Cette adresse e-mail n’est pas valide.` },
  'auth/weak-password': { field: 'newPassword', message: msg`Mot de passe trop faible : au moins 8 caractères.` },
};

export function credentialFieldError(error: unknown) {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return ON_FIELD[code];
}
