'use client';

import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@mui/utils';
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useState, type MouseEvent } from 'react';
import { localePath, splitLocale, type Locale } from '@/i18n/locales';
import buttons from '@/ui/buttons.module.css';
import { Icon } from '@/ui/Icon';
import { EXPAND_MORE } from '@/ui/icons';
import { useNotify } from '@/ui/notifications/NotificationProvider';
import { Flag } from './Flag';
import styles from './LanguageMenu.module.css';
import { useSaveLanguagePreference } from './useSaveLanguagePreference';

// The menu's code (MUI's Menu, popover and modal machinery) loads on the first open, as the
// drawer's does: every page's first load stays lighter.
const LanguageMenuList = dynamic(() => import('./LanguageMenuList').then((module) => module.LanguageMenuList), {
  ssr: false,
});

/** Switches the current page to the other language, keeping its path and query string. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Locale;
  const { path } = splitLocale(usePathname());
  const router = useRouter();
  const saveLanguagePreference = useSaveLanguagePreference();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  const choose = async (event: MouseEvent, locale: Locale) => {
    // The href is there for "open in a new tab"; a plain click also keeps the query string.
    event.preventDefault();
    setAnchor(null);
    if (locale === current) return;
    try {
      await saveLanguagePreference(locale);
    } catch {
      // The page still changes language; only the saved preference is missing, so say so.
      notify(t`Votre préférence de langue n’a pas pu être enregistrée. Réessayez plus tard.`, 'warning');
    }
    router.push(localePath(locale, path) + window.location.search + window.location.hash);
  };

  return (
    <>
      <button
        type="button"
        id={buttonId}
        className={`${buttons.button} ${buttons.text} ${styles.button}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        <span className={buttons.startIcon}>
          <Flag locale={current} />
        </span>
        {current.toUpperCase()}
        <span style={visuallyHidden}> {t`(choisir la langue)`}</span>
        <span className={`${buttons.endIcon} ${styles.endIcon}`}>
          <Icon path={EXPAND_MORE} size="inherit" />
        </span>
      </button>
      {requested && (
        <LanguageMenuList
          id={menuId}
          buttonId={buttonId}
          anchor={anchor}
          current={current}
          path={path}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
