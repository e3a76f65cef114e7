import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { BasketBadge } from '@/features/basket/BasketBadge';
import type { Locale } from '@/i18n/locales';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { NavigationDrawer } from './NavigationDrawer';
import { ThemeSwitch } from './ThemeSwitch';
import styles from './TopBar.module.css';
import { UserArea } from './UserArea';

/** The sticky top bar: menu, logo, then theme, language and user area on the right. */
export function TopBar({ lang }: { lang: Locale }) {
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <NavigationDrawer lang={lang} />
        <Logo lang={lang} />
        <div className={styles.spacer} />
        <ThemeSwitch />
        <LanguageMenu />
        <BasketBadge lang={lang} />
        <UserArea lang={lang} />
      </Toolbar>
    </AppBar>
  );
}
