'use client';

import { Trans } from '@lingui/react/macro';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import NextLink from 'next/link';
import { localePath, type Locale } from '@/i18n/locales';

/** The signed-out user area: a login button (icon only on phones, where the bar is full). */
export function UserArea({ lang }: { lang: Locale }) {
  return (
    <Button
      component={NextLink}
      href={localePath(lang, '/login')}
      variant="contained"
      disableElevation
      startIcon={<PersonOutlineIcon />}
      sx={(theme) => ({
        minWidth: 0,
        [theme.breakpoints.down('sm')]: {
          px: 1,
          '& .MuiButton-startIcon': { m: 0 },
          '& .user-area-label': visuallyHidden,
        },
      })}
    >
      <span className="user-area-label">
        <Trans>Se connecter</Trans>
      </span>
    </Button>
  );
}
