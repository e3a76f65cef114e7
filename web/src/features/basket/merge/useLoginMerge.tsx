'use client';

import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { BasketCampaignDocument, BasketDocument, MergeLocalBasketDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { clearLocalBasket, readLocalBasket } from '../local/localBasketStore';
import { mergeChanges, runLoginMerge } from './loginMerge';
import { holdsLock, tryLock, unlock } from './mergeLock';
import { MergeNotice, type ChangedLine } from './MergeNotice';

/** Two tabs writing the lock at once: after this pause, the last writer is the one holding it. */
const LOCK_SETTLE_MS = 150;
/** Another tab holds the lock: look again this often (it clears the basket, or its lock expires). */
const BUSY_RETRY_MS = 2000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the login merge once the user is signed in (mounted with the signed-in top bar, so it
 * follows every sign-in, on any page), then tells the user which lines were capped or dropped.
 */
export function useLoginMerge(userId: string | undefined): void {
  const client = useApolloClient();
  const notify = useNotify();
  const { i18n } = useLingui();
  const lang = i18n.locale as Locale;

  useEffect(() => {
    if (!userId) return;
    const owner = crypto.randomUUID();
    const variables = { lang: graphqlLanguage(lang) };
    let retry: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    let waited = false;
    // A page left mid-merge frees the lock at once: the next page need not wait for its expiry.
    const release = () => unlock(localStorage, owner);
    window.addEventListener('pagehide', release);
    const attempt = () =>
      runLoginMerge({
        readLocal: readLocalBasket,
        clearLocal: clearLocalBasket,
        serverItemCount: async () =>
          (await client.query({ query: BasketDocument, variables, fetchPolicy: 'network-only' })).data?.basket
            ?.itemCount ?? 0,
        merge: async (mergeId, items) => {
          const { data } = await client.mutate({
            mutation: MergeLocalBasketDocument,
            variables: {
              ...variables,
              mergeId,
              items: items.map((item) => ({
                packId: item.packId,
                campaignId: item.campaignId,
                quantity: item.quantity,
                options: item.options,
              })),
            },
          });
          if (!data) throw new Error('no merge answer');
          return data.mergeLocalBasket;
        },
        lock: async () => {
          if (!tryLock(localStorage, owner, Date.now())) return false;
          await pause(LOCK_SETTLE_MS);
          return holdsLock(localStorage, owner, Date.now());
        },
        unlock: () => unlock(localStorage, owner),
        newMergeId: () => crypto.randomUUID(),
      })
        .then(async (report) => {
          if (report.kind === 'busy') {
            waited = true;
            if (live) retry = setTimeout(attempt, BUSY_RETRY_MS);
            return;
          }
          // Another tab merged while this one waited: its basket comes from the server now.
          if (waited && report.kind === 'nothing') {
            await client.refetchQueries({ include: [BasketDocument] });
            return;
          }
          const changes = mergeChanges(report);
          if (changes.length === 0) return;
          const lines: ChangedLine[] = await Promise.all(
            changes.map(async (change) => {
              const { data } = await client
                .query({ query: BasketCampaignDocument, variables: { ...variables, url: change.item.campaignUrl } })
                .catch(() => ({ data: undefined }));
              const pack = data?.campaign?.packs.find((candidate) => candidate.id === change.packId);
              return { ...change, label: pack?.label ?? null, campaignTitle: data?.campaign?.title ?? null };
            }),
          );
          notify(<MergeNotice lines={lines} />, 'warning');
        })
        // A failed merge keeps the local basket: the next page load tries again with the same id.
        .catch(() => undefined);
    void attempt();
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener('pagehide', release);
    };
  }, [userId, client, notify, lang]);
}
