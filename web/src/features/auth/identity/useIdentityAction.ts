'use client';

import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useState } from 'react';
import { identityErrorMessage } from './identityErrors';

/**
 * Runs one identity step at a time (sign in, send a link...), remembering whether it is under way
 * and the message of its failure, so a form can disable its buttons and explain what went wrong.
 */
export function useIdentityAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  /** Resolves with whether the step succeeded; a failure is kept as `error`, never thrown. */
  const run = useCallback(async (step: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await step();
      return true;
    } catch (failure) {
      setError(identityErrorMessage(failure));
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, error, setError, run };
}
