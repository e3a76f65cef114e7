'use client';

import { useLingui } from '@lingui/react/macro';
import type { User as IdentityUser } from 'firebase/auth';
import { getSession, signIn } from 'next-auth/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { track, type AnalyticsEvents } from '@/features/analytics/track';
import { CreateViewerDocument, ViewerDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { afterSignInPath } from './callbackUrl';
import { SessionError, TooManySignIns } from './identity/identityErrors';

type Method = AnalyticsEvents['login']['method'];

const loadApollo = async () => (await import('@/graphql/browserClient')).browserApolloClient();

/**
 * The steps after the identity service said yes: open the web session with its tokens, create
 * the user record on a first sign-in (then read it), send the `login` event, and go back to the
 * page that asked, in the user's saved language. Apollo Client loads on the way, not with the
 * sign-in pages, whose first load only needs the form.
 */
export function useCompleteSignIn(): (user: IdentityUser, method: Method, firstName?: string) => Promise<void> {
  const router = useRouter();
  const callbackUrl = useSearchParams().get('callbackUrl');
  const { i18n } = useLingui();

  return useCallback(
    async (user, method, firstName) => {
      const [idToken, apollo] = await Promise.all([user.getIdToken(), loadApollo()]);
      const session = await signIn('firebase', { idToken, refreshToken: user.refreshToken, redirect: false });
      if (session?.status === 429) throw new TooManySignIns();
      if (!session?.ok) throw new SessionError(session?.error ?? 'refused');
      // The new session reaches Apollo's link a moment later: this first call carries the token itself.
      const { data } = await apollo.mutate({
        mutation: CreateViewerDocument,
        variables: { input: { lang: graphqlLanguage(i18n.locale as Locale), firstName: firstName || null } },
        context: { headers: { authorization: `Bearer ${idToken}` } },
      });
      if (!data) throw new SessionError('no user record');
      apollo.cache.writeQuery({ query: ViewerDocument, data: { viewer: data.createViewer } });
      // next-auth's signIn updates this tab only; getSession also tells the other tabs, which then
      // fetch the new session (once the user record exists, so their menus can load it).
      void getSession();
      track('login', { method });
      const lang: Locale = data.createViewer.lang === 'EN' ? 'en' : 'fr';
      router.replace(afterSignInPath(callbackUrl, window.location.origin, lang));
    },
    [router, callbackUrl, i18n.locale],
  );
}
