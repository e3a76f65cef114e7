'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from 'next-auth/react';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { CampaignLikedDocument, LikeCampaignDocument } from '@/graphql/generated/graphql';
import { updateFavorites } from './updateFavorites';

export interface LikeTarget {
  id: string;
  url: string;
  title: string;
  /** Known already (a favorites list asked for it): no query of its own. */
  liked?: boolean;
}

export type LikeState =
  { kind: 'visitor' } | { kind: 'loading' } | { kind: 'ready'; liked: boolean; toggle: () => void };

/**
 * The signed-in user's like of a campaign, and how to change it (inside an Apollo provider). The change is shown at once
 * (optimistic answer) and undone with a message should the server refuse it.
 */
export function useCampaignLike({ id, url, title, liked: known }: LikeTarget): LikeState {
  const { t } = useLingui();
  const notify = useNotify();
  const { status } = useSession();
  const { data } = useQuery(CampaignLikedDocument, {
    variables: { url },
    skip: status !== 'authenticated' || known !== undefined,
  });
  const [likeCampaign] = useMutation(LikeCampaignDocument);

  const liked = known ?? data?.campaign?.liked;
  if (status !== 'authenticated' || liked === undefined) return { kind: 'loading' };

  const toggle = () => {
    const next = !liked;
    // The generated types leave __typename out; the cache needs it to normalize the guess.
    const optimistic = { __typename: 'Campaign' as const, id, liked: next };
    likeCampaign({
      variables: { url, liked: next },
      optimisticResponse: { likeCampaign: optimistic },
      update: (cache) => updateFavorites(cache, id, next),
    }).then(
      () => notify(next ? t`« ${title} » est dans vos favoris.` : t`« ${title} » n’est plus dans vos favoris.`),
      () => notify(t`Vos favoris n’ont pas pu être mis à jour. Réessayez dans un instant.`, 'error'),
    );
  };
  return { kind: 'ready', liked, toggle };
}
