'use client';

import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSession } from 'next-auth/react';
import { useEffect, useMemo, useState } from 'react';
import { BasketCampaignDocument, BasketDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { displayedSource, localBasketView, serverBasketView, type BasketView, type CampaignData } from '../basketView';
import { useLocalBasket } from '../local/localBasketStore';
import { useSignedInQueryOptions } from '../useSignedInQuery';
import { useBasketActions, type BasketActions } from './useBasketActions';

export interface BasketState {
  view: BasketView | null;
  /**
   * The local lines a signed-in shopper's account basket won over at sign-in (spec section 4),
   * still in this browser: null when there are none (or while their campaigns load).
   */
  kept: BasketView | null;
  loading: boolean;
  error: boolean;
  signedIn: boolean;
  refetch: () => void;
  actions: BasketActions;
}

/** The campaigns of the local lines, by url, for their labels and prices (cached by Apollo). */
function useLocalCampaigns(urls: string[], lang: Locale) {
  const client = useApolloClient();
  const [campaigns, setCampaigns] = useState<ReadonlyMap<string, CampaignData>>(new Map());
  const [state, setState] = useState<'loading' | 'done' | 'error'>('done');
  const key = urls.join(' ');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    setState('loading');
    Promise.all(
      key
        .split(' ')
        .map((url) => client.query({ query: BasketCampaignDocument, variables: { url, lang: graphqlLanguage(lang) } })),
    )
      .then((results) => {
        if (!live) return;
        const found = results.flatMap((result) => (result.data?.campaign ? [result.data.campaign] : []));
        setCampaigns(new Map(found.map((campaign) => [campaign.url, campaign])));
        setState('done');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [key, lang, client, attempt]);
  return { campaigns, loading: state === 'loading', error: state === 'error', retry: () => setAttempt((n) => n + 1) };
}

/**
 * The one basket of the page (spec section 4): the server's when signed in and not empty, else
 * the browser's; its actions act on the basket shown.
 */
export function useBasket(lang: Locale): BasketState {
  const { status } = useSession();
  const signedInOnly = useSignedInQueryOptions();
  const signedIn = !signedInOnly.skip;
  const local = useLocalBasket();
  const server = useQuery(BasketDocument, { variables: { lang: graphqlLanguage(lang) }, ...signedInOnly });
  const urls = useMemo(() => [...new Set(local.items.map((item) => item.campaignUrl))].sort(), [local.items]);
  const localCampaigns = useLocalCampaigns(urls, lang);
  const serverBasket = server.data?.basket ?? null;
  const source = displayedSource(signedIn ? serverBasket?.itemCount : undefined, local.items.length);
  const actions = useBasketActions(source, lang);

  const view = useMemo(() => {
    if (source === 'server') return serverBasket ? serverBasketView(serverBasket) : null;
    return localBasketView(local, localCampaigns.campaigns);
  }, [source, serverBasket, local, localCampaigns.campaigns]);

  const kept = useMemo(
    () =>
      source === 'server' && local.items.length > 0 && !localCampaigns.loading
        ? localBasketView(local, localCampaigns.campaigns)
        : null,
    [source, local, localCampaigns.loading, localCampaigns.campaigns],
  );

  const serverPending = signedIn && !server.data && !server.error;
  return {
    view,
    kept,
    loading:
      status === 'loading' ||
      serverPending ||
      (source === 'local' && localCampaigns.loading && urls.some((url) => !localCampaigns.campaigns.has(url))),
    error: source === 'server' ? !!server.error && !serverBasket : localCampaigns.error,
    signedIn,
    refetch: () => (source === 'server' ? void server.refetch() : localCampaigns.retry()),
    actions,
  };
}
