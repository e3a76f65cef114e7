import { BasketBadge } from '@/features/basket/BasketBadge';
import type { Locale } from '@/i18n/locales';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { NavigationDrawer } from './NavigationDrawer';
import { ThemeSwitch } from './ThemeSwitch';
import { TopBarSearch } from './TopBarSearch';
import styles from './TopBar.module.css';
import { UserArea } from './UserArea';

/**
 * The sticky top bar: menu, logo, then theme, language and user area on the right. Plain
 * elements with MUI's AppBar and Toolbar measures: it is on every page, and only its controls
 * need the browser.
 */
export function TopBar({ lang }: { lang: Locale }) {
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <NavigationDrawer lang={lang} />
        <Logo lang={lang} />
        <TopBarSearch lang={lang} />
        <div className={styles.spacer} />
        <ThemeSwitch />
        <LanguageMenu />
        <BasketBadge lang={lang} />
        <UserArea lang={lang} />
      </div>
    </header>
  );
}
