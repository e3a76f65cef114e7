'use client';

import { Trans } from '@lingui/react/macro';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import type { IdentityClientConfig } from '@/features/auth/server/identityConfig';
import type { Locale } from '@/i18n/locales';
import { parseTab } from './accountTabRoute';
import { AccountTabs, tabPanelProps } from './AccountTabs';
import { FavoritesTab } from './favorites/FavoritesTab';
import { OrdersTab } from './orders/OrdersTab';
import { ProfileTab } from './profile/ProfileTab';

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
