'use client';

import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MouseEvent } from 'react';
import { LOCALES, localePath, type Locale } from '@/i18n/locales';
import { MuiTheme } from '@/theme/MuiTheme';
import { Flag } from './Flag';

// Each language is named in itself, whatever the language of the page: not translated.
const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** The languages, each a link to the current page in that language. */
export function LanguageMenuList({
  id,
  buttonId,
  anchor,
  current,
  path,
  onChoose,
  onClose,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: Locale;
  /** The current page's path, without its language prefix. */
  path: string;
  onChoose: (event: MouseEvent, locale: Locale) => void;
  onClose: () => void;
}) {
  return (
    <MuiTheme>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
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
            onClick={(event) => onChoose(event, locale)}
          >
            <ListItemIcon>
              <Flag locale={locale} />
            </ListItemIcon>
            <ListItemText>{LANGUAGE_NAMES[locale]}</ListItemText>
            {locale === current && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </MuiTheme>
  );
}
