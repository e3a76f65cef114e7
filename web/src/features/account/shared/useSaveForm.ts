'use client';

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { saveFailureOf } from './saveFailure';

export type FormFailure = 'session' | 'failed' | null;

/**
 * Saves a profile form: the browser's rules first (react-hook-form), then the mutation. Values
 * the server refuses are marked on their fields; other failures become one message for the form,
 * and what was typed stays. On success the form takes the values the server kept.
 */
export function useSaveForm<V extends FieldValues>(form: UseFormReturn<V>, successMessage: string) {
  const { t } = useLingui();
  const notify = useNotify();
  const [failure, setFailure] = useState<FormFailure>(null);

  const submit = (save: (values: V) => Promise<V>) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        form.reset(await save(values));
        notify(successMessage);
      } catch (error) {
        const found = saveFailureOf(error);
        if (found.kind === 'fields') {
          // A path the form does not show (a whole object, an argument it never sends) falls through.
          const shown = found.fields.filter((path) => {
            const value: unknown = form.getValues(path as Path<V>);
            return value !== undefined && (value === null || typeof value !== 'object');
          });
          shown.forEach((path, index) =>
            form.setError(
              path as Path<V>,
              { type: 'server', message: t`Cette valeur n’est pas acceptée : vérifiez-la.` },
              { shouldFocus: index === 0 },
            ),
          );
          if (shown.length === found.fields.length) return;
        }
        setFailure(found.kind === 'session' ? 'session' : 'failed');
      }
    });

  return { submit, failure };
}
