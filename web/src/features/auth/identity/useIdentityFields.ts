'use client';

import { useLingui } from '@lingui/react/macro';
import type { RegisterOptions } from 'react-hook-form';
import { EMAIL_PATTERN, FIRST_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './formRules';

/** The validation rules of the identity forms' fields, with their messages in the page's language. */
export function useIdentityFields() {
  const { t } = useLingui();
  return {
    email: {
      required: t`Saisissez votre adresse e-mail.`,
      pattern: {
        value: EMAIL_PATTERN,
        message: t`Cette adresse e-mail ne semble pas valide (exemple : nom@domaine.fr).`,
      },
    },
    password: { required: t`Saisissez votre mot de passe.` },
    newPassword: {
      required: t`Choisissez un mot de passe.`,
      minLength: {
        value: PASSWORD_MIN_LENGTH,
        message: t`Le mot de passe doit faire au moins ${PASSWORD_MIN_LENGTH} caractères.`,
      },
    },
    firstName: {
      maxLength: { value: FIRST_NAME_MAX_LENGTH, message: t`${FIRST_NAME_MAX_LENGTH} caractères au plus.` },
    },
  } satisfies Record<string, RegisterOptions>;
}
