'use client';

import { useSession } from 'next-auth/react';
import dynamic from 'next/dynamic';
import type { Locale } from '@/i18n/locales';
import { BasketLink } from './BasketLink';
import { itemCount } from './local/localBasket';
import { useLocalBasket } from './local/localBasketStore';

function LocalBasketLink({ lang }: { lang: Locale }) {
  return <BasketLink lang={lang} count={itemCount(useLocalBasket().items)} />;
}

// Apollo Client comes with the signed-in badge only: visitors count their local basket.
const SignedInBasketLink = dynamic(() => import('./SignedInBasketLink').then((module) => module.SignedInBasketLink), {
  ssr: false,
  loading: () => null,
});

export function BasketBadge({ lang }: { lang: Locale }) {
  const { status, data } = useSession();
  if (status === 'authenticated') return <SignedInBasketLink lang={lang} userId={data.user.id} />;
  return <LocalBasketLink lang={lang} />;
}
