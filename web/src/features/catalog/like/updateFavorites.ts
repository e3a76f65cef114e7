import type { ApolloCache, Reference } from '@apollo/client';
import { ViewerDocument } from '@/graphql/generated/graphql';

/**
 * Keeps the viewer's favorites list in step with a like. An unliked campaign leaves the list at
 * once (optimistically too); a liked one is missing fields the list shows, so the list is
 * dropped from the cache and read again where it is next displayed.
 */
export function updateFavorites(cache: ApolloCache, campaignId: string, liked: boolean) {
  // Partial: the top bar's viewer query may not have answered yet (the favorites tab then holds
  // only the viewer's id), and the user is all this needs.
  const viewer = cache.readQuery({ query: ViewerDocument, returnPartialData: true })?.viewer;
  if (!viewer) return;
  const id = cache.identify(viewer);
  if (liked) {
    cache.evict({ id, fieldName: 'favorites' });
    return;
  }
  const campaignRef = cache.identify({ __typename: 'Campaign', id: campaignId });
  cache.modify<{ favorites: Reference[] }>({
    id,
    fields: {
      favorites: (favorites, { readField }) =>
        Array.isArray(favorites)
          ? favorites.filter(
              (favorite) =>
                cache.identify({ __typename: 'Campaign', id: readField<string>('id', favorite) }) !== campaignRef,
            )
          : favorites,
    },
  });
}
