'use client';

import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { BasketCampaignDocument, BasketDocument, MergeLocalBasketDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { clearLocalBasket, readLocalBasket } from '../local/localBasketStore';
import { mergeChanges, runLoginMerge, withMergeLock, type MergeReport } from './loginMerge';
import { MergeNotice, type ChangedLine } from './MergeNotice';

export interface MergeRequest {
  /** The shopper asked for the local lines to join an account's basket that has lines. */
  intoFilled: boolean;
  /** Stops waiting for another tab's merge (the page or the session went). */
  signal?: AbortSignal;
}

/**
 * The local basket merged into the account's (spec section 4), as the sign-in runs it and as the
 * shopper may ask for it: under this browser's merge lock, with the basket's merge id; then the
 * account's basket is read again, and the lines that were capped or dropped are told, with their
 * pack and campaign names, in the user's language.
 */
export function useLocalBasketMerge(): (request: MergeRequest) => Promise<MergeReport> {
  const client = useApolloClient();
  const notify = useNotify();
  const { i18n } = useLingui();
  const language = graphqlLanguage(i18n.locale as Locale);

  return useCallback(
    async ({ intoFilled, signal }) => {
      const report = await runLoginMerge({
        readLocal: readLocalBasket,
        clearLocal: clearLocalBasket,
        merge: async (mergeId, items) => {
          const { data } = await client.mutate({
            mutation: MergeLocalBasketDocument,
            variables: {
              lang: language,
              mergeId,
              intoFilled,
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
        alone: (work) => withMergeLock(navigator.locks, work, signal),
        newMergeId: () => crypto.randomUUID(),
      });
      if (report.kind === 'nothing') return report;
      // Whichever tab merged, this one shows the account's basket as the server has it now. Only
      // a refetch reaches a basket query that the cache reset at sign-in cut off (in a tab that
      // learnt of the session from another); and a tab that waited may have read the local basket
      // before the other's clearing reached it (tabs' storage copies sync asynchronously), then
      // sent the same merge again: a replay. A failed refetch leaves the basket page's retry.
      void client.refetchQueries({ include: [BasketDocument] }).catch(() => undefined);
      const changes = mergeChanges(report);
      if (changes.length === 0) return report;
      const lines: ChangedLine[] = await Promise.all(
        changes.map(async (change) => {
          const { data } = await client
            .query({ query: BasketCampaignDocument, variables: { lang: language, url: change.item.campaignUrl } })
            .catch(() => ({ data: undefined }));
          const pack = data?.campaign?.packs.find((candidate) => candidate.id === change.packId);
          return { ...change, label: pack?.label ?? null, campaignTitle: data?.campaign?.title ?? null };
        }),
      );
      notify(<MergeNotice lines={lines} />, 'warning');
      return report;
    },
    [client, notify, language],
  );
}
