'use client';

import { useLingui } from '@lingui/react/macro';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/ui/TextField';

/** The e-mail field of the sign-in forms, with its rule's message under it. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const { t } = useLingui();
  return (
    <TextField
      {...registration}
      type="email"
      label={t`Adresse e-mail`}
      autoComplete="email"
      required
      error={Boolean(error)}
      helperText={error?.message}
    />
  );
}
