import type { AccountTab } from './accountTabRoute';

/** The same modules AccountPage loads with `next/dynamic`. */
const tabCode: Record<AccountTab, () => Promise<unknown>> = {
  profile: () => import('./profile/ProfileTab'),
  orders: () => import('./orders/OrdersTab'),
  favorites: () => import('./favorites/FavoritesTab'),
};

/**
 * Fetches a tab's code ahead of the click, when the shopper points at or focuses its tab, so the
 * switch rarely shows the skeleton. A preload that fails is left to the tab's own load, which
 * tries again and shows the failure if there is one.
 */
export const preloadTabCode = (tab: AccountTab) => () => {
  tabCode[tab]().catch(() => undefined);
};
