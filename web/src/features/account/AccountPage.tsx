'use client';

import { Trans } from '@lingui/react/macro';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import type { IdentityClientConfig } from '@/features/auth/server/identityConfig';
import type { Locale } from '@/i18n/locales';
import { parseTab } from './accountTabRoute';
import { AccountTabs, tabPanelProps } from './AccountTabs';
import { FavoritesSkeleton } from './favorites/FavoritesGrid';
import { OrdersSkeleton } from './orders/OrdersSkeleton';
import { ProfileSkeleton } from './profile/ProfileSkeleton';

// Each tab's code comes with the tab: the server renders the open one and the page preloads its
// code; the others load when asked for (tabCode.ts fetches them ahead on intent). An order's
// shopper opening "Commandes" no longer loads the profile's forms (decision 0020).
const ProfileTab = dynamic(() => import('./profile/ProfileTab').then((module) => module.ProfileTab), {
  loading: ProfileSkeleton,
});
const OrdersTab = dynamic(() => import('./orders/OrdersTab').then((module) => module.OrdersTab), {
  loading: OrdersSkeleton,
});
const FavoritesTab = dynamic(() => import('./favorites/FavoritesTab').then((module) => module.FavoritesTab), {
  loading: FavoritesSkeleton,
});

/**
 * The account area: one heading, the three tabs and the open tab's panel. The tab lives in the
 * URL (`?tab=`), so it survives a reload and the back button; data comes from the GraphQL API
 * through Apollo's cache, shared with the top bar.
 */
export function AccountPage({
  lang,
  config,
  signInProvider,
}: {
  lang: Locale;
  config: IdentityClientConfig;
  signInProvider: string | null;
}) {
  const tab = parseTab(useSearchParams().get('tab'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
        <Trans>Mon compte</Trans>
      </Typography>
      <AccountTabs lang={lang} current={tab} />
      <div {...tabPanelProps(tab)}>
        {tab === 'profile' && <ProfileTab lang={lang} config={config} signInProvider={signInProvider} />}
        {tab === 'orders' && <OrdersTab lang={lang} />}
        {tab === 'favorites' && <FavoritesTab lang={lang} />}
      </div>
    </Container>
  );
}
