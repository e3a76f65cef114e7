'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { CreateViewerDocument, ViewerDocument, type ViewerSummaryFragment } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';

export interface ViewerState {
  /** The session's status (spec section 4): loading, authenticated or unauthenticated. */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /** The signed-in user's record, once loaded; null for visitors. */
  viewer: ViewerSummaryFragment | null;
}

/**
 * The signed-in user. A session whose user record is missing (its creation failed on sign-in, say)
 * gets it created here, so the account never stays half made.
 */
export function useViewer(): ViewerState {
  const { status } = useSession();
  const { i18n } = useLingui();
  const authenticated = status === 'authenticated';
  const { data } = useQuery(ViewerDocument, { skip: !authenticated, fetchPolicy: 'cache-first' });
  const [createViewer, creation] = useMutation(CreateViewerDocument, {
    update(cache, { data: created }) {
      if (created) cache.writeQuery({ query: ViewerDocument, data: { viewer: created.createViewer } });
    },
  });
  const missing = authenticated && data !== undefined && data.viewer === null;
  useEffect(() => {
    if (missing && !creation.called) {
      void createViewer({ variables: { input: { lang: graphqlLanguage(i18n.locale as Locale) } } });
    }
  }, [missing, creation.called, createViewer, i18n.locale]);
  return { status, viewer: authenticated ? (data?.viewer ?? null) : null };
}
