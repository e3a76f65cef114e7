'use client';

import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { CampaignLiveQuery, CampaignLiveQueryVariables } from '@/graphql/generated/graphql';
import { fetchPublicQuery, type PublicQueryText } from '@/graphql/publicQuery';

type LiveFigures = NonNullable<CampaignLiveQuery['campaign']>;

/** The live figures' query, printed on the server (LiveCampaign.tsx). */
export type LiveFiguresQuery = PublicQueryText<CampaignLiveQuery, CampaignLiveQueryVariables>;

/** The live figures once they came; `pending` until the first answer (or failure). */
interface LiveState {
  figures: LiveFigures | null;
  pending: boolean;
}

const LiveContext = createContext<LiveState>({ figures: null, pending: false });

/** Asks the GraphQL API for the campaign's current figures, without Apollo Client (see fetchPublicQuery). */
async function fetchLiveFigures(query: LiveFiguresQuery, url: string): Promise<LiveFigures | null> {
  const data = await fetchPublicQuery(query, { url });
  return data.campaign ?? null;
}

/**
 * The campaign page's HTML comes from a cache up to a minute old: the amount raised, the backers,
 * the stock left and the newest participations (a shopper back from paying looks for theirs) are
 * asked again once the page is shown, and when the tab becomes visible
 * again. Until they arrive (or when the API cannot answer) the cached figures stay.
 */
export function LiveFiguresProvider({
  query,
  url,
  children,
}: {
  query: LiveFiguresQuery;
  url: string;
  children: ReactNode;
}) {
  const [live, setLive] = useState<LiveState>({ figures: null, pending: true });
  useEffect(() => {
    let mounted = true;
    // A transition: the figures and the (up to 50) participations they bring are rendered in
    // slices that leave the main thread to the shopper's taps and scrolls, not in one long task.
    const update = (next: (previous: LiveState) => LiveState) => {
      if (mounted) startTransition(() => setLive(next));
    };
    const refresh = () =>
      fetchLiveFigures(query, url).then(
        (figures) => update((previous) => ({ figures: figures ?? previous.figures, pending: false })),
        // The cached figures stay: the order path checks the stock anyway.
        () => update((previous) => ({ ...previous, pending: false })),
      );
    const refreshWhenVisible = () => document.visibilityState === 'visible' && void refresh();
    void refresh();
    document.addEventListener('visibilitychange', refreshWhenVisible);
    return () => {
      mounted = false;
      document.removeEventListener('visibilitychange', refreshWhenVisible);
    };
  }, [query, url]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/** The campaign's live figures (null while the page shows the cached ones), and whether they are on their way. */
export function useLiveFigures(): LiveState {
  return useContext(LiveContext);
}
