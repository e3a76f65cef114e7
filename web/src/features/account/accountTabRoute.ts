import { localePath, type Locale } from '@/i18n/locales';

/** The tabs of the account page (spec section 2), in their order on screen. */
export const ACCOUNT_TABS = ['profile', 'orders', 'favorites'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a `?tab=` value names; anything else (absent, misspelt) opens the profile. */
export const parseTab = (value: string | string[] | null | undefined): AccountTab =>
  ACCOUNT_TABS.find((tab) => tab === value) ?? 'profile';

export const accountTabPath = (lang: Locale, tab: AccountTab) => `${localePath(lang, '/account')}?tab=${tab}`;
