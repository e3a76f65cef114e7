'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { signOut } from 'next-auth/react';
import { useId, useState } from 'react';
import { UserAvatar } from '@/features/auth/UserAvatar';
import type { ViewerSummaryFragment } from '@/graphql/generated/graphql';
import { localePath, type Locale } from '@/i18n/locales';
import { IntentLink } from '@/ui/PrefetchOnIntent';
import { COMMUNITY_URL } from '../links';

/** The signed-in user's avatar and account menu: profile, orders, favorites, logout (back to /). */
export function UserMenu({ lang, viewer }: { lang: Locale; viewer: ViewerSummaryFragment }) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  const accountTab = (tab: string) => `${localePath(lang, '/account')}?tab=${tab}`;

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t`Mon compte (${viewer.displayName})`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={viewer} sx={{ width: 36, height: 36 }} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <Typography component="p" variant="subtitle2" sx={{ px: 2, py: 1, maxWidth: 260 }} noWrap>
          {viewer.displayName}
        </Typography>
        <Divider />
        <MenuItem component={IntentLink} href={accountTab('profile')} onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Profil</Trans>
        </MenuItem>
        <MenuItem component={IntentLink} href={accountTab('orders')} onClick={close}>
          <ListItemIcon>
            <ReceiptLongIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Commandes</Trans>
        </MenuItem>
        <MenuItem component={IntentLink} href={accountTab('favorites')} onClick={close}>
          <ListItemIcon>
            <FavoriteBorderIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Favoris</Trans>
        </MenuItem>
        <MenuItem component="a" href={COMMUNITY_URL} target="_blank" rel="noopener" onClick={close}>
          <ListItemIcon>
            <ForumOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Communauté Discord</Trans>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut({ callbackUrl: localePath(lang, '/') })}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Se déconnecter</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
