'use client';

import { useLingui } from '@lingui/react';
import type { User } from 'firebase/auth';
import { useSession } from 'next-auth/react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SessionError } from '@/features/auth/identity/identityErrors';
import { useIdentityAction } from '@/features/auth/identity/useIdentityAction';
import { loadIdentity } from '@/features/auth/identity/loadIdentity';
import type { IdentityClientConfig } from '@/features/auth/server/identityConfig';
import type { Locale } from '@/i18n/locales';
import { credentialFieldError } from './credentialErrors';

export interface Credentials {
  email: string;
  password: string;
}

export interface CredentialContext {
  config: IdentityClientConfig;
  lang: Locale;
  /** The e-mail the identity service knows the user by, to re-authenticate them. */
  email: string;
}

/**
 * Changes a credential with the identity service: signs in again with the current password (the
 * SDK keeps no session, so this is the re-authentication it asks for before a sensitive change),
 * runs the change, then signs in once more with the new credentials and hands those tokens to
 * next-auth, whose session would otherwise hold tokens the change revoked. (The tokens the SDK
 * gets back from the change keep the first sign-in's `auth_time`, older than the revocation, so a
 * server that checks revocation, as firebase-admin always does on the emulator, refuses them.)
 * Errors about one field land on it; the others in `error`, for the form's alert.
 */
export function useCredentialChange<V extends FieldValues & { currentPassword: string }>(
  { config, lang, email }: CredentialContext,
  form: UseFormReturn<V>,
) {
  const { _ } = useLingui();
  const { update } = useSession();
  const action = useIdentityAction();

  /**
   * `step` changes the credentials and says what they are now. Resolves with the new ID token
   * once everything succeeded, else with null.
   */
  const change = async (
    currentPassword: string,
    step: (user: User) => Promise<Credentials>,
  ): Promise<string | null> => {
    let idToken: string | null = null;
    await action.run(async () => {
      const {
        sdk: { signInWithEmailAndPassword, signOut },
        auth,
      } = await loadIdentity(config, lang);
      try {
        const { user: current } = await signInWithEmailAndPassword(auth, email, currentPassword);
        const changed = await step(current);
        const { user } = await signInWithEmailAndPassword(auth, changed.email, changed.password);
        const fresh = await user.getIdToken();
        if (!(await update({ idToken: fresh, refreshToken: user.refreshToken })))
          throw new SessionError('update refused');
        idToken = fresh;
      } catch (error) {
        const onField = credentialFieldError(error);
        if (!onField) throw error;
        form.setError(
          onField.field as Path<V>,
          { type: 'identity', message: _(onField.message) },
          { shouldFocus: true },
        );
      } finally {
        // The web session holds the tokens now; the SDK's copy would only renew itself in the background.
        await signOut(auth).catch(() => undefined);
      }
    });
    return idToken;
  };

  return { change, pending: action.pending, error: action.error };
}
