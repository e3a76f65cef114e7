'use client';

import { useLingui } from '@lingui/react/macro';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from '@mui/utils';
import { usePathname, useRouter } from 'next/navigation';
import { useId, useState, type MouseEvent } from 'react';
import { LOCALES, localePath, splitLocale, type Locale } from '@/i18n/locales';
import { useNotify } from '../notifications/NotificationProvider';
import { Flag } from './Flag';
import { useSaveLanguagePreference } from './useSaveLanguagePreference';

// Each language is named in itself, whatever the language of the page: not translated.
const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** Switches the current page to the other language, keeping its path and query string. */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const current = i18n.locale as Locale;
  const { path } = splitLocale(usePathname());
  const router = useRouter();
  const saveLanguagePreference = useSaveLanguagePreference();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Flag locale={current} />}
        endIcon={<ExpandMoreIcon />}
        sx={{ minWidth: 0, px: 1, '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        {current.toUpperCase()}
        <span style={visuallyHidden}> {t`(choisir la langue)`}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            component="a"
            href={localePath(locale, path)}
            hrefLang={locale}
            lang={locale}
            selected={locale === current}
            aria-current={locale === current ? 'true' : undefined}
            onClick={(event) => choose(event, locale)}
          >
            <ListItemIcon>
              <Flag locale={locale} />
            </ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[locale]}</ListItemText>
            {locale === current && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
