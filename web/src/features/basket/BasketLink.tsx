'use client';

import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';

/**
 * The top bar's link to the basket, with the number of units in it. The count is a plain
 * span rather than MUI's Badge: this link is on every catalog page, whose weight is budgeted.
 */
export function BasketLink({ lang, count }: { lang: Locale; count: number }) {
  const { t } = useLingui();
  // Lingui formats a plural's number with Intl, whose first use is a long task on a slow phone:
  // the empty basket every visitor starts with is said without it.
  const label =
    count === 0 ? t`Panier : vide` : t`Panier : ${plural(count, { one: '# article', other: '# articles' })}`;
  return (
    <IconButton
      component={NextLink}
      href={localePath(lang, '/basket')}
      aria-label={label}
      color="inherit"
      sx={{ position: 'relative' }}
    >
      <ShoppingBasketOutlinedIcon />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            right: 0,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </IconButton>
  );
}

/** The link's place while its code loads: the same icon, nothing to press yet. */
export function BasketLinkPlaceholder() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', p: 1, color: 'action.disabled' }}>
      <ShoppingBasketOutlinedIcon />
    </Box>
  );
}
