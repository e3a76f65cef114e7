'use client';

import { useLingui } from '@lingui/react/macro';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { MouseEvent, ReactElement } from 'react';
import type { Locale } from '@/i18n/locales';
import { ACCOUNT_TABS, accountTabPath, type AccountTab } from './accountTabRoute';
import { preloadTabCode } from './tabCode';

const ICONS: Record<AccountTab, ReactElement> = {
  profile: <PersonOutlineIcon />,
  orders: <ReceiptLongIcon />,
  favorites: <FavoriteBorderIcon />,
};

const tabId = (tab: AccountTab) => `account-tab-${tab}`;
const panelId = (tab: AccountTab) => `account-panel-${tab}`;

/** What the open tab's panel needs to be tied to its tab for assistive technologies. */
export const tabPanelProps = (tab: AccountTab) => ({
  role: 'tabpanel',
  id: panelId(tab),
  'aria-labelledby': tabId(tab),
});

/** A plain click switches the tab in place; a click that opens a new tab or window is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The tabs are links to `?tab=...`, so they can be opened in a new tab and read as links by
 * crawlers. A plain click pushes the URL through the history API, which Next's router follows
 * (useSearchParams updates) without a round trip to the server; the back button goes back a tab.
 */
export function AccountTabs({ lang, current }: { lang: Locale; current: AccountTab }) {
  const { t } = useLingui();
  const labels: Record<AccountTab, string> = { profile: t`Profil`, orders: t`Commandes`, favorites: t`Favoris` };
  const open = (tab: AccountTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (tab !== current) window.history.pushState(null, '', accountTabPath(lang, tab));
  };
  return (
    <Tabs
      value={current}
      aria-label={t`Rubriques du compte`}
      variant="fullWidth"
      textColor="inherit"
      sx={{
        mb: { xs: 3, md: 4 },
        borderBottom: 1,
        borderColor: 'divider',
        maxWidth: { sm: 520 },
        '& .MuiTab-root': {
          minHeight: 56,
          fontSize: '1rem',
          color: 'text.secondary',
          opacity: 1,
          px: { xs: 1, sm: 2 },
        },
        // Three labels and their icons do not fit on a phone: the labels stay.
        '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
        '& .MuiTab-root.Mui-selected': { color: 'text.primary', fontWeight: 700 },
        '& .MuiTabs-indicator': { height: 3, bgcolor: 'primary.main' },
      }}
    >
      {ACCOUNT_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={labels[tab]}
          icon={ICONS[tab]}
          iconPosition="start"
          component="a"
          href={accountTabPath(lang, tab)}
          onClick={open(tab)}
          onPointerEnter={preloadTabCode(tab)}
          onFocus={preloadTabCode(tab)}
          id={tabId(tab)}
          aria-controls={tab === current ? panelId(tab) : undefined}
        />
      ))}
    </Tabs>
  );
}
