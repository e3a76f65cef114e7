'use client';

import { useLingui } from '@lingui/react/macro';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';

/** The top bar's link to the basket, with the number of units in it. */
export function BasketLink({ lang, count }: { lang: Locale; count: number }) {
  const { t } = useLingui();
  const label = count === 0 ? t`Panier, vide` : t`Panier, ${count} articles`;
  return (
    <IconButton component={NextLink} href={localePath(lang, '/basket')} aria-label={label} color="inherit">
      <Badge badgeContent={count} color="primary" max={99}>
        <ShoppingBasketOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
