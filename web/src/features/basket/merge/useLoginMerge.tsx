'use client';

import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { BasketCampaignDocument, BasketDocument, MergeLocalBasketDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { clearLocalBasket, readLocalBasket } from '../local/localBasketStore';
import { emptiedElsewhere, mergeChanges, runLoginMerge, withMergeLock } from './loginMerge';
import { MergeNotice, type ChangedLine } from './MergeNotice';

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
    const variables = { lang: graphqlLanguage(lang) };
    // Signed out or unmounted: stop waiting for another tab's merge, and listening for its end.
    const abandon = new AbortController();
    // Another tab's merge ended: its lines are on the server now, whatever this tab fetched before.
    const refetchBasket = () => void client.refetchQueries({ include: [BasketDocument] }).catch(() => undefined);
    const onStorage = (event: StorageEvent) => {
      if (emptiedElsewhere(event)) refetchBasket();
    };
    window.addEventListener('storage', onStorage, { signal: abandon.signal });
    void runLoginMerge({
      readLocal: readLocalBasket,
      clearLocal: clearLocalBasket,
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
      alone: (work) => withMergeLock(navigator.locks, work, abandon.signal),
      newMergeId: () => crypto.randomUUID(),
    })
      .then(async (report) => {
        if (report.kind === 'nothing') return;
        // Whichever tab merged, this one shows the account's basket as the server has it now. Only
        // a refetch reaches a basket query that the cache reset at sign-in cut off (in a tab that
        // learnt of the session from another); and a tab that waited may have read the local basket
        // before the other's clearing reached it (tabs' storage copies sync asynchronously), then
        // sent the same merge again: a replay. A failed refetch leaves the basket page's retry.
        refetchBasket();
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
    return () => abandon.abort();
  }, [userId, client, notify, lang]);
}
