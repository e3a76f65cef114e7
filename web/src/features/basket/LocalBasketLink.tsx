'use client';

import type { Locale } from '@/i18n/locales';
import { BasketLink } from './BasketLink';
import { itemCount } from './local/localBasket';
import { useLocalBasket } from './local/localBasketStore';

/** A visitor's basket link, counting the basket kept in this browser. */
export function LocalBasketLink({ lang }: { lang: Locale }) {
  return <BasketLink lang={lang} count={itemCount(useLocalBasket().items)} />;
}
