'use client';

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert } from '@/ui/Alert';
import forms from './forms.module.css';

/** The failure of the last identity step, announced to screen readers as it appears. */
export function IdentityAlert({ error }: { error: MessageDescriptor | null }) {
  const { _ } = useLingui();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" className={forms.alert}>
      {_(error)}
    </Alert>
  );
}
