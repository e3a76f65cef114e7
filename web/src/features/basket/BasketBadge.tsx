'use client';

import { useSession } from 'next-auth/react';
import dynamic from 'next/dynamic';
import type { Locale } from '@/i18n/locales';
import { BasketLinkPlaceholder } from './BasketLink';

// Storage can only be read in the browser, so the count comes a moment after the page anyway:
// the basket's code loads then too, keeping catalog pages' first load light (and Apollo Client
// comes with the signed-in link only).
const LocalBasketLink = dynamic(() => import('./LocalBasketLink').then((module) => module.LocalBasketLink), {
  ssr: false,
  loading: BasketLinkPlaceholder,
});
const SignedInBasketLink = dynamic(() => import('./SignedInBasketLink').then((module) => module.SignedInBasketLink), {
  ssr: false,
  loading: BasketLinkPlaceholder,
});

/** The top bar's basket link: the browser's basket for visitors, the account's once signed in. */
export function BasketBadge({ lang }: { lang: Locale }) {
  const { status, data } = useSession();
  if (status === 'authenticated') return <SignedInBasketLink lang={lang} userId={data.user.id} />;
  return <LocalBasketLink lang={lang} />;
}
