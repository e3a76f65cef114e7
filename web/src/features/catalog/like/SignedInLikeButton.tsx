'use client';

import { ApolloProvider } from '@/graphql/ApolloProvider';
import { LikeToggle } from './LikeToggle';
import type { LikeTarget } from './useCampaignLike';

/** The like toggle with the GraphQL client it needs, loaded only for signed-in users. */
export function SignedInLikeButton({ campaign }: { campaign: Omit<LikeTarget, 'liked'> }) {
  return (
    <ApolloProvider>
      <LikeToggle campaign={campaign} />
    </ApolloProvider>
  );
}
