'use client';

import { useQuery } from '@apollo/client/react';
import { ApolloProvider } from '@/graphql/ApolloProvider';
import { BasketDocument } from '@/graphql/generated/graphql';
import { graphqlLanguage, type Locale } from '@/i18n/locales';
import { BasketLink } from './BasketLink';
import { itemCount } from './local/localBasket';
import { useLocalBasket } from './local/localBasketStore';
import { useLoginMerge } from './merge/useLoginMerge';
import { useSignedInQueryOptions } from './useSignedInQuery';

function SignedInCount({ lang, userId }: { lang: Locale; userId: string }) {
  useLoginMerge(userId);
  const { data } = useQuery(BasketDocument, {
    variables: { lang: graphqlLanguage(lang) },
    ...useSignedInQueryOptions(),
  });
  const local = itemCount(useLocalBasket().items);
  // Spec section 4: the server basket is the one shown when it has lines, else the local one.
  const server = data?.basket?.itemCount ?? 0;
  return <BasketLink lang={lang} count={server > 0 ? server : local} />;
}

/** The basket link of a signed-in user, which also runs the login merge. */
export function SignedInBasketLink({ lang, userId }: { lang: Locale; userId: string }) {
  return (
    <ApolloProvider>
      <SignedInCount lang={lang} userId={userId} />
    </ApolloProvider>
  );
}
