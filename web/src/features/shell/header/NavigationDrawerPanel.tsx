'use client';

import { Trans, useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSession } from 'next-auth/react';
import { usePathname } from 'next/navigation';
import { useId, type ReactNode } from 'react';
import { localePath, splitLocale, type Locale } from '@/i18n/locales';
import { MuiTheme } from '@/theme/MuiTheme';
import { IntentForm, IntentLink } from '@/ui/PrefetchOnIntent';
import { COMMUNITY_URL } from '../links';

type Entry = { path: string; icon: ReactNode; label: ReactNode };

const HOME: Entry = { path: '/', icon: <HomeOutlinedIcon />, label: <Trans>Accueil</Trans> };
const CAMPAIGNS: Entry = { path: '/campaigns', icon: <SearchIcon />, label: <Trans>Toutes les campagnes</Trans> };
const HELP: Entry[] = [
  { path: '/help/faq', icon: <HelpOutlineIcon />, label: <Trans>Questions fréquentes</Trans> },
  { path: '/help/support', icon: <SupportAgentIcon />, label: <Trans>Support</Trans> },
];
const VISITOR: Entry[] = [
  { path: '/login', icon: <LoginIcon />, label: <Trans>Se connecter</Trans> },
  { path: '/register', icon: <PersonAddAltIcon />, label: <Trans>Créer un compte</Trans> },
];
// A signed-in user has no use for "Sign in": the drawer leads to their account instead.
const SIGNED_IN: Entry[] = [
  { path: '/account?tab=profile', icon: <PersonOutlineIcon />, label: <Trans>Mon compte</Trans> },
  { path: '/account?tab=orders', icon: <ReceiptLongIcon />, label: <Trans>Mes commandes</Trans> },
  { path: '/account?tab=favorites', icon: <FavoriteBorderIcon />, label: <Trans>Mes favoris</Trans> },
];

/**
 * The side drawer of spec section 2: a search box, home, every campaign, login and register (or the
 * account's entries when signed in), FAQ, support, and the community chat of spec section 1.
 */
export function NavigationDrawerPanel({
  lang,
  id,
  open,
  onClose,
}: {
  lang: Locale;
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { path: currentPath } = splitLocale(usePathname());
  const titleId = useId();
  const signedIn = useSession().status === 'authenticated';
  const entries = [HOME, CAMPAIGNS, ...(signedIn ? SIGNED_IN : VISITOR), ...HELP];
  return (
    <MuiTheme>
      <Drawer
        id={id}
        open={open}
        onClose={onClose}
        slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: 280, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id={titleId} variant="h6" component="p">
            <Trans>Menu</Trans>
          </Typography>
          <IconButton aria-label={t`Fermer le menu`} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {/* The phone's search box (the top bar's is hidden there): a GET form to the browse page. */}
        <Box
          component={IntentForm}
          action={localePath(lang, '/campaigns')}
          role="search"
          onSubmit={onClose}
          sx={{ px: 2, pb: 1 }}
        >
          <TextField
            type="search"
            name="q"
            size="small"
            fullWidth
            label={t`Rechercher une campagne`}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
        <Box component="nav" aria-labelledby={titleId}>
          <List>
            {entries.map(({ path, icon, label }) => (
              <ListItem key={path} disablePadding>
                <ListItemButton
                  component={IntentLink}
                  href={localePath(lang, path)}
                  selected={path === currentPath}
                  aria-current={path === currentPath ? 'page' : undefined}
                  onClick={onClose}
                >
                  <ListItemIcon>{icon}</ListItemIcon>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
            <ListItem disablePadding>
              <ListItemButton component="a" href={COMMUNITY_URL} target="_blank" rel="noopener" onClick={onClose}>
                <ListItemIcon>
                  <ForumOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary={<Trans>Communauté Discord</Trans>} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
    </MuiTheme>
  );
}
