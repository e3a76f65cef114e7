import type { AccountTab } from './accountTabRoute';

/**
 * Fetches a tab's code ahead of the click, when the shopper points at or focuses its tab, so the
 * switch rarely shows the skeleton. The same modules AccountPage loads with `next/dynamic`.
 */
export const preloadTabCode: Record<AccountTab, () => Promise<unknown>> = {
  profile: () => import('./profile/ProfileTab'),
  orders: () => import('./orders/OrdersTab'),
  favorites: () => import('./favorites/FavoritesTab'),
};
