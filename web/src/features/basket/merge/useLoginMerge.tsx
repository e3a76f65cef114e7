'use client';

import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { BasketDocument } from '@/graphql/generated/graphql';
import { emptiedElsewhere, firstKeptNotice } from './loginMerge';
import { KeptNotice } from './KeptNotice';
import { useLocalBasketMerge } from './useLocalBasketMerge';

/**
 * Runs the login merge once the user is signed in (mounted with the signed-in top bar, so it
 * follows every sign-in, on any page), then tells the user which lines were capped or dropped, or,
 * once per local basket, that the account's basket won and where the local lines wait.
 */
export function useLoginMerge(userId: string | undefined): void {
  const client = useApolloClient();
  const notify = useNotify();
  const merge = useLocalBasketMerge();

  useEffect(() => {
    if (!userId) return;
    // Signed out or unmounted: stop waiting for another tab's merge, and listening for its end.
    const abandon = new AbortController();
    // Another tab's merge ended: its lines are on the server now, whatever this tab fetched before.
    const onStorage = (event: StorageEvent) => {
      if (emptiedElsewhere(event)) void client.refetchQueries({ include: [BasketDocument] }).catch(() => undefined);
    };
    window.addEventListener('storage', onStorage, { signal: abandon.signal });
    void merge({ intoFilled: false, signal: abandon.signal })
      .then((report) => {
        if (report.kind === 'serverKept' && firstKeptNotice(() => window.localStorage, report.mergeId)) {
          notify(<KeptNotice />, 'warning');
        }
      })
      // A failed merge keeps the local basket: the next page load tries again with the same id.
      .catch(() => undefined);
    return () => abandon.abort();
  }, [userId, client, notify, merge]);
}
